export { PaletteLoupe, type PaletteLoupeProps } from './PaletteLoupe';
