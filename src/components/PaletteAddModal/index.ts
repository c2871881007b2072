export { PaletteAddModal, type PaletteAddModalProps, type PaletteAddTab } from './PaletteAddModal';
