import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { breakpoints } from './breakpoints';
import { siteColorVariables } from './siteColors';

// Warm red accent. Shades 7-9 keep white text above WCAG AA (4.5:1); filled elements use shade 8.
const brand: MantineColorsTuple = [
  '#ffe9e9',
  '#ffd1d1',
  '#fba0a1',
  '#f76d6d',
  '#f34141',
  '#f22625',
  '#e01716',
  '#c20d0d',
  '#ad0509',
  '#980004',
];

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', 'DejaVu Sans', system-ui, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Visitors who ask their OS for less motion get instant transitions (also makes screenshots
  // stable).
  respectReducedMotion: true,
  breakpoints: {
    xs: em(breakpoints.xxs),
    sm: em(breakpoints.xs),
    md: em(breakpoints.md),
    lg: em(breakpoints.lg),
    xl: em(breakpoints.sidebar),
  },
  other: {
    sidebarWidth: 260,
  },
});

/** The site is dark only (docs/product.md). */
export const colorScheme = 'dark' as const;

/**
 * The site's own colours for CSS modules (`--site-*`, see `siteColors.ts`). Mantine's dark
 * "dimmed" grey and error red fail WCAG AA on the darker surfaces (sidebar, cards, inputs);
 * lighter shades keep them readable. Pass to MantineProvider with the theme.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: siteColorVariables(brand),
  light: {},
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Field error text and invalid borders: the default red is too dark on dark inputs.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
