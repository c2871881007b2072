export {
  DesktopRequiredOverlay,
  DESKTOP_BENEFITS,
  type DesktopRequiredOverlayProps,
} from './DesktopRequiredOverlay';
