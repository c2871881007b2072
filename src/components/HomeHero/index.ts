export { HomeHero, type HomeHeroProps } from './HomeHero';
