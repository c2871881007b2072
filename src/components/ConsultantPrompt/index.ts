export { ConsultantPrompt, type ConsultantPromptProps } from './ConsultantPrompt';
