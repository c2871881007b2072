export { FeaturedPostHero, type FeaturedPostHeroProps } from './FeaturedPostHero';
