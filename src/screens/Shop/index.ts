export { ShopScreen, type ShopScreenProps } from './ShopScreen';
