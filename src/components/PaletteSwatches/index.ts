export { PaletteSwatches, type PaletteSwatchesProps } from './PaletteSwatches';
