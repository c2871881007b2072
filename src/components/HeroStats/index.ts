export { HeroStats, type HeroStatsProps } from './HeroStats';
