export { PaletteGradient, type PaletteGradientProps } from './PaletteGradient';
