import { Badge, Group, NativeSelect, Text } from '@mantine/core';
import {
  contrastGrade,
  contrastRatio,
  formatColor,
} from '@/domain/tools/color-palette/paletteColor';
import classes from './PaletteContrast.module.css';

export interface PaletteContrastProps {
  /** The palette's colours as hex codes: what both selects offer. */
  colors: readonly string[];
  /** The two chosen swatches (null: none chosen yet). */
  pair: readonly [string | null, string | null];
  /**
   * Called when the visitor chooses in a select: slot 0 is the text colour, 1 the background;
   * null when they go back to 'Choose a color'.
   */
  onPick: (slot: 0 | 1, color: string | null) => void;
}

/** The WCAG contrast ratio between two chosen swatches, with the text level it passes. */
export function PaletteContrast({ colors, pair, onPick }: PaletteContrastProps) {
  const options = [
    { value: '', label: 'Choose a color' },
    ...colors.map((color) => ({ value: color, label: formatColor(color, 'hex') })),
  ];
  const [a, b] = pair;
  const ratio = a && b ? contrastRatio(a, b) : null;
  return (
    <section className={classes.root} aria-label="Contrast between two colors">
      <Group align="flex-end" gap="sm">
        {([0, 1] as const).map((slot) => (
          <NativeSelect
            key={slot}
            className={classes.select}
            label={slot === 0 ? 'Text color' : 'Background color'}
            data={options}
            value={pair[slot] ?? ''}
            onChange={(event) => onPick(slot, event.currentTarget.value || null)}
          />
        ))}
        <div className={classes.result} aria-live="polite">
          {ratio === null ? (
            <Text className={classes.hint}>Choose two colors to see their contrast ratio.</Text>
          ) : (
            <Group gap="xs">
              <Text className={classes.ratio}>{ratio.toFixed(2)}:1</Text>
              <Badge color={contrastGrade(ratio) === 'Fail' ? 'red' : 'green'} variant="light">
                {contrastGrade(ratio)}
              </Badge>
            </Group>
          )}
        </div>
      </Group>
    </section>
  );
}
