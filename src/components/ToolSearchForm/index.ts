export { ToolSearchForm, type ToolSearchFormProps } from './ToolSearchForm';
