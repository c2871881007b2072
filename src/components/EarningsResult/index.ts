export { EarningsResult, type EarningsResultProps } from './EarningsResult';
