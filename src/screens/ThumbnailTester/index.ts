export { ThumbnailTesterScreen, type ThumbnailTesterScreenProps } from './ThumbnailTesterScreen';
