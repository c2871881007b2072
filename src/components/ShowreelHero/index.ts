export { ShowreelHero, type ShowreelHeroProps } from './ShowreelHero';
