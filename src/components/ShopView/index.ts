export { ShopView, type ShopViewItem, type ShopViewProps, type ShopViewState } from './ShopView';
