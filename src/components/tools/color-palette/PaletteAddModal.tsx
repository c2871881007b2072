import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/ColorPicker.layer.css';
import {
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  Modal,
  Tabs,
  Text,
  CloseButton,
} from '@mantine/core';
import { IconColorPicker, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { PalettePicture } from '@/domain/tools/color-palette/palette';
import { PaletteLoupe } from './PaletteLoupe';
import classes from './PaletteAddModal.module.css';

export type PaletteAddTab = 'wheel' | 'image';

export interface PaletteAddModalProps {
  /** Whether the modal shows; the screen opens it with 'Add Color'. */
  opened: boolean;
  /** The tab shown: 'Color Wheel' or 'Pick from Image'. Owned by the screen's machine. */
  tab: PaletteAddTab;
  /** The analysed image for 'Pick from Image' (none: that tab is disabled). */
  picture: PalettePicture | null;
  /** Picked, not yet confirmed. */
  selection: readonly string[];
  /** Called with the tab the visitor switches to. */
  onTabChange: (tab: PaletteAddTab) => void;
  /** Called with a colour's hex code when the visitor adds it from the wheel or the image. */
  onSelect: (color: string) => void;
  /** Called with a selected colour's hex code when the visitor takes it out of the selection. */
  onUnselect: (color: string) => void;
  /** 'Confirm Colors' adds the selection to the palette (disabled while it is empty). */
  onConfirm: () => void;
  /** 'Cancel' (or Escape, or the close button) clears the selection. */
  onCancel: () => void;
}

/** 'Add Colors': pick colours from a colour wheel or from the image, then confirm them. */
export function PaletteAddModal({
  opened,
  tab,
  picture,
  selection,
  onTabChange,
  onSelect,
  onUnselect,
  onConfirm,
  onCancel,
}: PaletteAddModalProps) {
  const [wheel, setWheel] = useState('#3060d8');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Add Colors"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cancel and close' }}
    >
      <Tabs value={tab} onChange={(value) => onTabChange(value === 'image' ? 'image' : 'wheel')}>
        <Tabs.List>
          <Tabs.Tab value="wheel" leftSection={<IconColorPicker size={16} aria-hidden="true" />}>
            Color Wheel
          </Tabs.Tab>
          <Tabs.Tab
            value="image"
            disabled={!picture}
            leftSection={<IconPhoto size={16} aria-hidden="true" />}
          >
            Pick from Image
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="wheel" className={classes.panel}>
          <Group align="flex-start" gap="lg" className={classes.wheel}>
            <ColorPicker
              format="hex"
              value={wheel}
              onChange={setWheel}
              saturationLabel="Saturation and brightness"
              hueLabel="Hue"
            />
            <div className={classes.wheelSide}>
              <ColorSwatch color={wheel} size={48} withShadow={false} />
              <Text className={classes.code}>{wheel}</Text>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                onClick={() => onSelect(wheel)}
              >
                Add to selection
              </Button>
            </div>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="image" className={classes.panel}>
          {picture && tab === 'image' && <PaletteLoupe picture={picture} onPick={onSelect} />}
        </Tabs.Panel>
      </Tabs>
      <section className={classes.selection} aria-label="Selected colors">
        {selection.length === 0 ? (
          <Text className={classes.empty}>No colors selected yet.</Text>
        ) : (
          <ul className={classes.chips}>
            {selection.map((color) => (
              <li key={color} className={classes.chip}>
                <ColorSwatch color={color} size={18} withShadow={false} />
                <Text className={classes.code}>{color}</Text>
                <CloseButton
                  size="sm"
                  aria-label={`Unselect ${color}`}
                  onClick={() => onUnselect(color)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={selection.length === 0} onClick={onConfirm}>
          Confirm Colors
        </Button>
      </Group>
    </Modal>
  );
}
