import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import classes from './PaletteGradient.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface PaletteGradientProps {
  /**
   * Two or more colours: the seed and 'Download (4K)' are offered (docs/product.md, color-palette).
   */
  canGradient: boolean;
  /** 'Please add at least 2 colors to generate a gradient' when there are fewer. */
  needMoreMessage: string;
  /** The seed as typed. */
  seedText: string;
  /** Why the seed cannot be used, or null. */
  seedError: string | null;
  /** The 4K image is being drawn. */
  rendering: boolean;
  /** Called with the seed box's text on each keystroke; the screen checks it. */
  onSeedChange: (text: string) => void;
  /** 'Download (4K)': the screen draws the gradient and saves `gradient-4k-seed-N.png`. */
  onDownload: () => void;
}

/** The 4K gradient: a seed (whole number from 1) and 'Download (4K)', or why not yet. */
export function PaletteGradient({
  canGradient,
  needMoreMessage,
  seedText,
  seedError,
  rendering,
  onSeedChange,
  onDownload,
}: PaletteGradientProps) {
  const keepFocus = useFocusKeptWhileBusy(rendering);
  if (!canGradient) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden="true" />}
        className={classes.root}
      >
        {needMoreMessage}
      </Alert>
    );
  }
  return (
    <section className={classes.root} aria-label="4K gradient">
      <Text className={classes.intro}>
        A 3840×2160 gradient of your palette with 8 layered stripes. The same seed always gives the
        same image.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          className={classes.seed}
          label="Seed"
          inputMode="numeric"
          value={seedText}
          error={seedError}
          onChange={(event) => onSeedChange(event.currentTarget.value)}
        />
        <Button
          className={classes.download}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          disabled={seedError !== null}
          loading={rendering}
          {...keepFocus}
          onClick={onDownload}
        >
          Download (4K)
        </Button>
      </Group>
    </section>
  );
}
