export { QrCodeGeneratorScreen, type QrCodeGeneratorScreenProps } from './QrCodeGeneratorScreen';
