export {
  QrCodePanel,
  type QrCodePanelNotice,
  type QrCodePanelPreview,
  type QrCodePanelProps,
} from './QrCodePanel';
