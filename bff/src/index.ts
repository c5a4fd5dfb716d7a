export type { App } from './app';
