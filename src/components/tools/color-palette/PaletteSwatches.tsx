import '@mantine/core/styles/ColorSwatch.layer.css';
import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  SegmentedControl,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBraces,
  IconDownload,
  IconFileCode,
  IconPlus,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import {
  COLOR_FORMATS,
  contrastRatio,
  formatColor,
  type ColorFormat,
} from '@/domain/tools/color-palette/paletteColor';
import { useId } from 'react';
import classes from './PaletteSwatches.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface PaletteSwatchesProps {
  /** The palette's colours as hex codes, one swatch each, in order. */
  colors: readonly string[];
  /** How the codes read and copy: HEX, RGB or HSL. Owned by the screen's machine. */
  format: ColorFormat;
  /** An export is being drawn: its buttons wait. */
  exporting: boolean;
  /** Called with the format the visitor chooses. */
  onFormatChange: (format: ColorFormat) => void;
  /**
   * Called with a swatch's hex code when the visitor clicks it; the screen copies its code in
   * `format` and announces 'Color code copied to clipboard!'.
   */
  onCopy: (color: string) => void;
  /** Called with the hex code of the swatch whose remove button was pressed. */
  onRemove: (color: string) => void;
  /** 'Add Color': the screen opens the 'Add Colors' modal. */
  onAdd: () => void;
  /**
   * Called with the file the visitor asks for: 'Export Palette' (png), 'CSS variables' (css) or
   * 'JSON' (json), saved as `color-palette.png`, `.css` or `.json`. The screen makes the file.
   */
  onExport: (kind: 'png' | 'css' | 'json') => void;
  /** 'Reset': the screen clears the palette and goes back to the drop zone. */
  onReset: () => void;
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)}:1`;

/**
 * The palette: one swatch per colour (a click copies its code in the chosen format; its WCAG
 * contrast against white and black underneath), then 'Add Color', the exports and 'Reset'.
 */
export function PaletteSwatches({
  colors,
  format,
  exporting,
  onFormatChange,
  onCopy,
  onRemove,
  onAdd,
  onExport,
  onReset,
}: PaletteSwatchesProps) {
  const titleId = useId();
  const keepFocus = useFocusKeptWhileBusy(exporting);
  return (
    <section className={classes.root} aria-labelledby={titleId}>
      <Group justify="space-between">
        <Text component="h2" id={titleId} className={classes.title}>
          Palette ({colors.length} {colors.length === 1 ? 'color' : 'colors'})
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Color code format"
          value={format}
          onChange={onFormatChange}
          data={COLOR_FORMATS.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      <ul className={classes.grid}>
        {colors.map((color) => {
          const code = formatColor(color, format);
          const onWhite = contrastRatio(color, '#ffffff');
          const onBlack = contrastRatio(color, '#000000');
          return (
            <li key={color} className={classes.item}>
              <UnstyledButton
                className={classes.swatch}
                onClick={() => onCopy(color)}
                aria-label={`Copy ${code}`}
              >
                <ColorSwatch
                  color={color}
                  radius="md"
                  className={classes.chip}
                  withShadow={false}
                />
                <Text className={classes.code}>{code}</Text>
              </UnstyledButton>
              <ul className={classes.contrast} aria-label={`Contrast of ${code}`}>
                <li>White {ratioText(onWhite)}</li>
                <li>Black {ratioText(onBlack)}</li>
              </ul>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                className={classes.remove}
                aria-label={`Remove ${formatColor(color, 'hex')}`}
                onClick={() => onRemove(color)}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </li>
          );
        })}
      </ul>
      <Group gap="sm" className={classes.actions}>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
          Add Color
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={colors.length === 0}
          loading={exporting}
          {...keepFocus}
          onClick={() => onExport('png')}
        >
          Export Palette
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileCode size={16} aria-hidden="true" />}
          disabled={colors.length === 0}
          onClick={() => onExport('css')}
        >
          CSS variables
        </Button>
        <Button
          variant="default"
          leftSection={<IconBraces size={16} aria-hidden="true" />}
          disabled={colors.length === 0}
          onClick={() => onExport('json')}
        >
          JSON
        </Button>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={onReset}
        >
          Reset
        </Button>
      </Group>
    </section>
  );
}
