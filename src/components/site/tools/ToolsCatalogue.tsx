import { Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Tool, ToolGroup } from '@/domain/tool-kit/catalogue';
import { ToolCard } from './ToolCard';
import classes from './ToolsCatalogue.module.css';

export interface ToolsCatalogueProps {
  /** The catalogue grouped by category, in display order (`groupByCategory`). */
  groups: readonly ToolGroup[];
  /** Where a tool's 'Guide' goes (its guide video or the owner's channel). */
  guideUrlOf: (tool: Tool) => string;
}

function CategorySection({
  group,
  guideUrlOf,
}: { group: ToolGroup } & Pick<ToolsCatalogueProps, 'guideUrlOf'>) {
  const headingId = useId();
  return (
    <section className={classes.category} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.categoryTitle}>
        {group.category}
      </Title>
      <ul className={classes.grid}>
        {group.tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} guideUrl={guideUrlOf(tool)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tools index: heading, intro, then one section per category with a grid of cards. */
export function ToolsCatalogue({ groups, guideUrlOf }: ToolsCatalogueProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1}>My YouTube Tools</Title>
        <Text className={classes.intro}>
          Tools I built for YouTube creators to research, plan and polish their videos. All tools
          are completely free to use and regularly updated with new features.
        </Text>
      </header>
      {groups.map((group) => (
        <CategorySection key={group.category} group={group} guideUrlOf={guideUrlOf} />
      ))}
    </div>
  );
}
