export { LinkPageLayout, type LinkPageLayoutProps } from './LinkPageLayout';
