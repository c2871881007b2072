export { PaletteContrast, type PaletteContrastProps } from './PaletteContrast';
