export { EarningsCalculatorScreen } from './EarningsCalculatorScreen';
