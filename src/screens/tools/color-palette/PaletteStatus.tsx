import { Text } from '@mantine/core';
import type { PaletteNotice } from '@/machines/tools/color-palette/colorPaletteMachine';
import classes from './ColorPaletteScreen.module.css';

interface PaletteStatusProps {
  /**
   * What a copy or an export just did ('Color code copied to clipboard!' for 3 s, or a failure),
   * shown before anything else; null when there is nothing to say.
   */
  notice: PaletteNotice | null;
  /** The image is being analysed: the line reads 'Analyzing the image…'. */
  analysing: boolean;
  /** Colours found, once a palette is shown. */
  colorCount: number | null;
}

const statusText = ({ notice, analysing, colorCount }: PaletteStatusProps) => {
  if (notice) return notice.text;
  if (analysing) return 'Analyzing the image…';
  if (colorCount === null) return '';
  return `Palette ready: ${colorCount} ${colorCount === 1 ? 'color' : 'colors'}.`;
};

/**
 * One visible line that is also the page's polite live region, on the page from the start so
 * every change is read out: the palette's arrival, 'Color code copied to clipboard!'
 * (docs/product.md, color-palette; instead of a blocking alert) and an export's failure.
 */
export function PaletteStatus(props: PaletteStatusProps) {
  return (
    <Text role="status" className={classes.status} data-tone={props.notice?.tone}>
      {statusText(props)}
    </Text>
  );
}
