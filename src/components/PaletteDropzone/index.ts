export { PaletteDropzone, type PaletteDropzoneProps } from './PaletteDropzone';
