export * from './event-store/event-store';
export * from './event-store/errors';
