import { NativeSelect, Tabs } from '@mantine/core';
import classes from './PortfolioFilter.module.css';

export interface PortfolioFilterProps {
  /** 'All' first, then each tag. */
  options: readonly string[];
  /** The chosen option. */
  value: string;
  /**
   * Called with the option the visitor picks, in the tabs or the dropdown; the portfolio machine
   * owns `value`.
   */
  onChange: (value: string) => void;
  /** The id of the grid the filter narrows (the tabs' `aria-controls`). */
  controls?: string;
}

/**
 * The category filter: a tab bar on desktop, a dropdown at 768px or less (docs/product.md,
 * portfolio), both showing the same value.
 *
 * Both are rendered and a CSS media query shows one. A `useMediaQuery` switch would have to
 * guess the width on the first render (Mantine's default reads it in an effect) and swap
 * controls a frame later, a visible flash on phones; CSS knows the width before the first paint,
 * switches instantly on resize, and uses the same `$bp-md` breakpoint as the rest of the layout.
 * The hidden control is `display: none`, so it is out of the tab order and the accessibility
 * tree: a visitor only ever meets one filter.
 *
 * The dropdown is the browser's own `<select>` (Mantine's NativeSelect, as the contact form's
 * subject): a phone opens its own picker, and the page hydrates no floating dropdown — Mantine's
 * Select measured its position on every page load, ~0.4 s of a phone's main thread.
 */
export function PortfolioFilter({ options, value, onChange, controls }: PortfolioFilterProps) {
  return (
    <div className={classes.root}>
      <Tabs
        value={value}
        onChange={(next) => {
          if (next !== null) onChange(next);
        }}
        className={classes.tabs}
        classNames={{ list: classes.list, tab: classes.tab }}
      >
        <Tabs.List aria-label="Filter videos by category">
          {options.map((option) => (
            <Tabs.Tab key={option} value={option} aria-controls={controls}>
              {option}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <NativeSelect
        className={classes.select}
        label="Category"
        data={[...options]}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
