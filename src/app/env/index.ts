export { appConfig, isPrerendering, setPrerenderOrigin } from './config';
export type { AppConfig, ServiceSource } from './contract';
