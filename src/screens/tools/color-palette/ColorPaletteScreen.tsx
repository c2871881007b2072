import { PaletteAddModal } from '@/components/tools/color-palette/PaletteAddModal';
import { PaletteContrast } from '@/components/tools/color-palette/PaletteContrast';
import { PaletteDropzone } from '@/components/tools/color-palette/PaletteDropzone';
import { PaletteGradient } from '@/components/tools/color-palette/PaletteGradient';
import { PaletteSwatches } from '@/components/tools/color-palette/PaletteSwatches';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import {
  canMakeGradient,
  PALETTE_MESSAGES,
  readSeed,
} from '@/domain/tools/color-palette/paletteExport';
import type { ColorPaletteLogic } from '@/machines/tools/color-palette/colorPaletteMachine';
import { useMachine } from '@/screens/shared/useMachine';
import { PaletteStatus } from './PaletteStatus';
import classes from './ColorPaletteScreen.module.css';

export interface ColorPaletteScreenProps {
  /** The palette machine with extraction, exports, clipboard and downloads provided. */
  logic: ColorPaletteLogic;
}

/** Route /tools/color-palette (docs/product.md, color-palette). */
export function ColorPaletteScreen({ logic }: ColorPaletteScreenProps) {
  const [snapshot, send] = useMachine(logic);
  const { colors, picture, error, seedText, format, selection, tab, pair, notice } =
    snapshot.context;
  const seed = readSeed(seedText);
  const shown = snapshot.hasTag('palette');

  return (
    <ToolPage
      title="Color Palette Generator"
      description="Drop an image to pull out its main colors (up to 6), fine-tune the palette, copy the codes, check their contrast and export them — or turn them into a 4K gradient. Everything happens in your browser."
    >
      <PaletteStatus
        notice={notice}
        analysing={snapshot.hasTag('analysing')}
        colorCount={shown ? colors.length : null}
      />
      {shown ? (
        <div className={classes.palette}>
          {colors.length === 0 && <p className={classes.none}>{PALETTE_MESSAGES.noColors}</p>}
          <PaletteSwatches
            colors={colors}
            format={format}
            exporting={snapshot.hasTag('exporting')}
            onFormatChange={(value) => send({ type: 'format.change', format: value })}
            onCopy={(color) => send({ type: 'swatch.copy', color })}
            onRemove={(color) => send({ type: 'swatch.remove', color })}
            onAdd={() => send({ type: 'modal.open' })}
            onExport={(kind) => send({ type: 'palette.export', kind })}
            onReset={() => send({ type: 'palette.reset' })}
          />
          <PaletteGradient
            canGradient={canMakeGradient(colors)}
            needMoreMessage={PALETTE_MESSAGES.needTwoColors}
            seedText={seedText}
            seedError={seed.ok ? null : seed.error}
            rendering={snapshot.hasTag('exporting')}
            onSeedChange={(text) => send({ type: 'seed.change', text })}
            onDownload={() => send({ type: 'gradient.download' })}
          />
          {colors.length >= 2 && (
            <PaletteContrast
              colors={colors}
              pair={pair}
              onPick={(slot, color) => send({ type: 'contrast.pick', slot, color })}
            />
          )}
          <PaletteAddModal
            opened={snapshot.hasTag('modalOpen')}
            tab={tab}
            picture={picture}
            selection={selection}
            onTabChange={(value) => send({ type: 'modal.tab', tab: value })}
            onSelect={(color) => send({ type: 'selection.add', color })}
            onUnselect={(color) => send({ type: 'selection.remove', color })}
            onConfirm={() => send({ type: 'modal.confirm' })}
            onCancel={() => send({ type: 'modal.cancel' })}
          />
        </div>
      ) : (
        <PaletteDropzone
          analysing={snapshot.hasTag('analysing')}
          error={error}
          canRetry={snapshot.can({ type: 'analysis.retry' })}
          onFile={(file) => send({ type: 'image.choose', file })}
          onReject={() => send({ type: 'image.reject' })}
          onRetry={() => send({ type: 'analysis.retry' })}
        />
      )}
    </ToolPage>
  );
}
