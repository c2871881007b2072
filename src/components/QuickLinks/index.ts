export { QuickLinks, type QuickLinksProps } from './QuickLinks';
