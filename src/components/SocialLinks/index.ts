export { SocialLinks, type SocialLinksProps } from './SocialLinks';
