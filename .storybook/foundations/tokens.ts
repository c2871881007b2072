/**
 * The design tokens as the Foundations pages show them, read from the site's own theme (never
 * copied values): Mantine's theme merged with ours, the `--site-*` colours, the breakpoints.
 */
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { blend, formatHex, parse, wcagContrast } from 'culori';
import { breakpoints, theme, type BreakpointName } from '../../src/theme';
import { siteColorVariables } from '../../src/theme/siteColors';

/** The theme every page is drawn with: Mantine's defaults under the site's own choices. */
export const siteTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** The page's background: Mantine's dark body colour (dark-7), the site being dark only. */
export const pageBackground = siteTheme.colors.dark[7];

/**
 * The WCAG 2 contrast of `color` on the page's background, a translucent colour first laid over
 * that background as the browser would; null for what is not one colour (a gradient).
 */
export function contrastOnPage(color: string): number | null {
  const seen = asSeen(color);
  return seen ? ratio(seen, pageBackground) : null;
}

/** The contrast of white text on `color` (laid over the page first), as on a filled button. */
export function whiteTextContrast(color: string): number | null {
  const seen = asSeen(color);
  return seen ? ratio(siteTheme.white, seen) : null;
}

/** `color` as it shows on the page: a translucent colour laid over the background; null for a gradient. */
function asSeen(color: string) {
  const parsed = parse(color);
  if (!parsed) return null;
  return (parsed.alpha ?? 1) < 1 ? blend([pageBackground, parsed], 'normal') : parsed;
}

const ratio = (a: Parameters<typeof wcagContrast>[0], b: Parameters<typeof wcagContrast>[1]) =>
  Math.round(wcagContrast(a, b) * 100) / 100;

/** What a contrast ratio is good for, by WCAG 2.2 (1.4.3 text, 1.4.11 non-text). */
export function contrastGrade(ratio: number): string {
  if (ratio >= 7) return 'AAA text';
  if (ratio >= 4.5) return 'AA text';
  if (ratio >= 3) return 'large text, icons, borders';
  return 'decoration only';
}

export interface ColorToken {
  /** How code names it: `brand.8`, `--site-brand-a12`. */
  name: string;
  value: string;
  /** Where it is used, from the theme's own comments. */
  note?: string;
}

const shades = (palette: 'brand' | 'dark'): ColorToken[] =>
  (siteTheme.colors[palette] ?? []).map((value, shade) => ({
    name: `${palette}.${shade}`,
    value: formatHex(parse(value)) ?? value,
  }));

/** The brand red and the greys of the dark scheme, shade by shade. */
export const paletteTokens = { brand: shades('brand'), dark: shades('dark') };

function brandPalette() {
  const brand = siteTheme.colors.brand;
  if (!brand) throw new Error("src/theme has no 'brand' colour");
  return brand;
}

/** The `--site-*` colours CSS modules use for what is not a plain shade. */
export const siteColorTokens: ColorToken[] = Object.entries(siteColorVariables(brandPalette())).map(
  ([name, value]) => ({ name, value }),
);

/** What Mantine's named sizes compute to, for a `calc(1rem * var(--mantine-scale))` value. */
export function remOf(value: string): string {
  const rem = /([\d.]+)rem/.exec(value)?.[1];
  return rem ? `${rem}rem (${Number(rem) * 16 * siteTheme.scale} px)` : value;
}

const sizeNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Mantine's named scales as the site has them. */
export const scales = {
  fontSizes: sizeNames.map((name) => ({ name, value: siteTheme.fontSizes[name] })),
  lineHeights: sizeNames.map((name) => ({ name, value: siteTheme.lineHeights[name] })),
  spacing: sizeNames.map((name) => ({ name, value: siteTheme.spacing[name] })),
  radius: sizeNames.map((name) => ({ name, value: siteTheme.radius[name] })),
  headings: (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((name) => ({
    name,
    ...siteTheme.headings.sizes[name],
  })),
};

/** What the product says of a breakpoint (docs/product.md, "shell"); the others are free steps. */
const breakpointMeaning: Partial<Record<BreakpointName, string>> = {
  sidebar: 'The sidebar hides; the menu button opens it over the page',
  md: 'The general mobile width',
};

/** Every CSS module's text, to count where each breakpoint is used. */
const stylesheets = Object.values(
  import.meta.glob<string>('/src/**/*.module.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** The breakpoints, widest first, with the names CSS modules and Mantine use for them. */
export const breakpointTokens = (Object.keys(breakpoints) as BreakpointName[]).map((name) => {
  const css = `$bp-${name}`;
  return {
    name,
    px: breakpoints[name],
    css,
    mantine:
      Object.entries(siteTheme.breakpoints).find(
        ([, value]) => value === `${breakpoints[name] / 16}em`,
      )?.[0] ?? null,
    meaning: breakpointMeaning[name] ?? null,
    stylesheets: stylesheets.filter((text) => new RegExp(`\\${css}\\b`).test(text)).length,
  };
});
