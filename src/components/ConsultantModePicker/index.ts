export { ConsultantModePicker, type ConsultantModePickerProps } from './ConsultantModePicker';
