export { ColorPaletteScreen, type ColorPaletteScreenProps } from './ColorPaletteScreen';
