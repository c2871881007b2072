import { Stack, Text, Title } from '@mantine/core';
import {
  contrastGrade,
  contrastOnPage,
  whiteTextContrast,
  pageBackground,
  paletteTokens,
  siteColorTokens,
  type ColorToken,
} from './tokens';
import { FoundationsFrame } from './FoundationsFrame';
import classes from './foundations.module.css';

function Swatch({ token }: { token: ColorToken }) {
  const ratio = contrastOnPage(token.value);
  const white = whiteTextContrast(token.value);
  return (
    <li className={classes.swatch}>
      <div className={classes.chip} style={{ background: token.value }} />
      <div className={classes.swatchText}>
        <div className={classes.code}>{token.name}</div>
        <Text size="xs" c="dimmed" className={classes.code}>
          {token.value}
        </Text>
        <Text size="xs">
          {ratio === null ? 'a gradient' : `${ratio}:1 on the page · ${contrastGrade(ratio)}`}
        </Text>
        {white !== null && (
          <Text size="xs">{`white text on it ${white}:1 · ${contrastGrade(white)}`}</Text>
        )}
      </div>
    </li>
  );
}

function SwatchGroup({ title, tokens }: { title: string; tokens: readonly ColorToken[] }) {
  return (
    <section>
      <Title order={3} mb="xs">
        {title}
      </Title>
      <ul className={classes.swatchGrid}>
        {tokens.map((token) => (
          <Swatch key={token.name} token={token} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Every colour of the theme with its name in code and its contrast on the page's background
 * (translucent colours laid over it first), read from `src/theme`.
 */
export function ColorTokens() {
  return (
    <FoundationsFrame>
      <Stack gap="xl">
        <Text size="sm">
          Each colour's contrast on the page background, dark.7 ({pageBackground}), and of white
          text on it (a filled button, a badge). Body text needs 4.5:1; large text, icons and
          borders 3:1.
        </Text>
        <SwatchGroup title="Brand red (Mantine colour 'brand')" tokens={paletteTokens.brand} />
        <SwatchGroup
          title="Greys of the dark scheme (Mantine 'dark')"
          tokens={paletteTokens.dark}
        />
        <SwatchGroup
          title="Site colours (--site-*, src/theme/siteColors.ts)"
          tokens={siteColorTokens}
        />
      </Stack>
    </FoundationsFrame>
  );
}
