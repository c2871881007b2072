export {
  ConsultantPrompt,
  type ConsultantCopyState,
  type ConsultantPromptProps,
} from './ConsultantPrompt';
