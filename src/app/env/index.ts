export { appConfig } from './config';
export type { AppConfig, ServiceSource } from './contract';
