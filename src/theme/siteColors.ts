import { DEFAULT_THEME, rgba, type MantineColorsTuple } from '@mantine/core';

/**
 * The site's colours that are not a plain shade of a Mantine palette: the brand red and the
 * status green at an alpha (glows, tints, rings), the dark surfaces of heroes and players, and
 * the translucent black, white and ink of shadows, hairlines and scrims. CSS modules use them
 * as `var(--site-...)` and never write a colour literal (`src/theme/noColourLiterals.test.ts`
 * checks both); plain shades are Mantine's own `var(--mantine-color-brand-8)`.
 *
 * Names say what the value is: `--site-brand-a12` is the brand red (brand-6) at 12% opacity.
 * Values are Mantine's `rgba()` strings, so each computes to exactly the `rgba(r, g, b, a)` it
 * replaced (a `color-mix()` would compute to another colour syntax and could shift gradients).
 */
export function siteColorVariables(brand: MantineColorsTuple): Record<`--site-${string}`, string> {
  const { dark, green } = DEFAULT_THEME.colors;
  const { white, black } = DEFAULT_THEME;
  /** The brand red of glows, tints and rings (brand-6). */
  const red = brand[6];
  /** Near-black blue of scrims and buttons over images. */
  const ink = '#0b0b10';

  return {
    '--site-brand-a12': rgba(red, 0.12),
    '--site-brand-a14': rgba(red, 0.14),
    '--site-brand-a15': rgba(red, 0.15),
    '--site-brand-a16': rgba(red, 0.16),
    '--site-brand-a20': rgba(red, 0.2),
    '--site-brand-a22': rgba(red, 0.22),
    '--site-brand-a28': rgba(red, 0.28),
    '--site-brand-a35': rgba(red, 0.35),
    /** A lighter red glow (brand-5) on post placeholders. */
    '--site-brand-5-a22': rgba(brand[5], 0.22),
    /** The filled buttons' red (brand-8): their shadow and the featured tile's wash. */
    '--site-brand-8-a35': rgba(brand[8], 0.35),
    '--site-brand-8-a55': rgba(brand[8], 0.55),
    /** Success (green-8) tint behind a confirmation such as 'Copied!'. */
    '--site-success-a16': rgba(green[8], 0.16),
    /** The call to action's second, violet glow. */
    '--site-violet-a16': rgba('#7c3aed', 0.16),

    /** Hero panels: a diagonal from this ... */
    '--site-surface-hero-from': '#16161b',
    /** ... to this. */
    '--site-surface-hero-to': '#0d0d11',
    /** The call to action's panel. */
    '--site-surface-cta': '#121216',
    /** Behind a full-screen video. */
    '--site-surface-theatre': '#050507',
    /** The mobile header bar, blurred over the page. */
    '--site-surface-header': rgba('#1a1b1e', 0.92),
    /** Link tiles (dark-7, dark-6 on hover) over the page's backdrop. */
    '--site-surface-tile': rgba(dark[7], 0.82),
    '--site-surface-tile-hover': rgba(dark[6], 0.92),
    '--site-surface-tile-featured': rgba(dark[7], 0.9),
    /** A card's top sheen over its surface. */
    '--site-card-sheen': `linear-gradient(180deg, ${rgba(white, 0.025)}, ${rgba(white, 0)} 40%)`,

    '--site-ink-a25': rgba(ink, 0.25),
    '--site-ink-a55': rgba(ink, 0.55),
    '--site-ink-a70': rgba(ink, 0.7),
    '--site-ink-a72': rgba(ink, 0.72),
    '--site-ink-a88': rgba(ink, 0.88),

    '--site-black-a35': rgba(black, 0.35),
    '--site-black-a45': rgba(black, 0.45),
    '--site-black-a55': rgba(black, 0.55),
    '--site-black-a85': rgba(black, 0.85),

    '--site-white-a3': rgba(white, 0.03),
    '--site-white-a4': rgba(white, 0.04),
    '--site-white-a6': rgba(white, 0.06),
    '--site-white-a10': rgba(white, 0.1),
    '--site-white-a12': rgba(white, 0.12),
    '--site-white-a14': rgba(white, 0.14),
    '--site-white-a16': rgba(white, 0.16),
    '--site-white-a50': rgba(white, 0.5),
  };
}
