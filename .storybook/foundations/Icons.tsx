import { Stack, Text, Title } from '@mantine/core';
import { Glyph, glyphNames } from '../../src/components/shared/Glyph';
import { ToolIcon, toolIconNames } from '../../src/components/site/tools/ToolIcon';
import { FoundationsFrame } from './FoundationsFrame';
import * as iconsInUse from './iconsInUse';
import classes from './foundations.module.css';

function IconList({ items }: { items: { key: string; drawing: React.ReactNode }[] }) {
  return (
    <ul className={classes.iconGrid}>
      {items.map(({ key, drawing }) => (
        <li key={key} className={classes.icon}>
          {drawing}
          <span className={classes.code}>{key}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The icons: the names the site's config uses (Glyph), the tools' icons (ToolIcon), and every
 * Tabler icon a component draws.
 */
export function Icons() {
  return (
    <FoundationsFrame>
      <Stack gap="xl">
        <Text size="sm">
          All icons are Tabler's (@tabler/icons-react) and never the only way something is said: an
          icon sits beside its text, or its button has an accessible name.
        </Text>
        <section>
          <Title order={3} mb="xs">
            Named glyphs (navigation, link tiles, social networks)
          </Title>
          <IconList
            items={glyphNames.map((name) => ({ key: name, drawing: <Glyph name={name} /> }))}
          />
        </section>
        <section>
          <Title order={3} mb="xs">
            Tool icons
          </Title>
          <IconList
            items={toolIconNames.map((name) => ({ key: name, drawing: <ToolIcon name={name} /> }))}
          />
        </section>
        <section>
          <Title order={3} mb="xs">
            Every Tabler icon in use ({Object.keys(iconsInUse).length})
          </Title>
          <IconList
            items={Object.entries(iconsInUse).map(([name, Drawing]) => ({
              key: name,
              drawing: <Drawing size={20} stroke={1.75} aria-hidden="true" />,
            }))}
          />
        </section>
      </Stack>
    </FoundationsFrame>
  );
}
