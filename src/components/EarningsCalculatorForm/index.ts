export { EarningsCalculatorForm, type EarningsCalculatorFormProps } from './EarningsCalculatorForm';
