import { Badge, Button, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowUpRight, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { toolBadge, type Tool } from '@/domain/tool-kit/catalogue';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { ToolIcon } from './ToolIcon';
import classes from './ToolCard.module.css';

export interface ToolCardProps {
  /** The tool from the catalogue: name, icon, New/Beta flag, tags, description and route. */
  tool: Tool;
  /** Where 'Guide' goes: the tool's guide video, or the owner's channel (see `guideLinkFor`). */
  guideUrl: string;
}

/** docs/product.md, tools: 'New' green, 'Beta' amber. */
const badgeColor = { New: 'green', Beta: 'yellow' } as const;

/** One tool of the index: icon, name, New/Beta badge, tags, description, Launch Tool and Guide. */
export function ToolCard({ tool, guideUrl }: ToolCardProps) {
  const nameId = useId();
  const badge = toolBadge(tool);
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <div className={classes.header}>
        <ThemeIcon size={44} radius="md" variant="light" color="brand" aria-hidden="true">
          <ToolIcon name={tool.icon} />
        </ThemeIcon>
        <h3 id={nameId} className={classes.name}>
          {tool.name}
        </h3>
        {badge !== null && (
          <Badge variant="light" color={badgeColor[badge]} className={classes.badge}>
            {badge}
          </Badge>
        )}
      </div>
      <ul className={classes.tags} aria-label="Tags">
        {tool.tags.map((tag) => (
          <li key={tag} className={classes.tag}>
            {tag}
          </li>
        ))}
      </ul>
      <p className={classes.description}>{tool.description}</p>
      <div className={classes.actions}>
        <Button
          component={Link}
          to={tool.url}
          aria-label={`Launch Tool: ${tool.name}`}
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
        >
          Launch Tool
        </Button>
        <ExternalLink
          component={Button}
          href={guideUrl}
          variant="default"
          rightSection={<IconArrowUpRight size={16} aria-hidden="true" />}
        >
          {/* The name says whose guide; the button shows 'Guide' only. */}
          <span aria-hidden="true">Guide</span>
          <VisuallyHidden>Guide: {tool.name}</VisuallyHidden>
        </ExternalLink>
      </div>
    </article>
  );
}
