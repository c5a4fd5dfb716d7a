export * from './event-store/event-store';
export * from './event-store/errors';
export * from './accounts/account-schemas';
export * from './accounts/account-errors';
export * from './files/content-type';
export * from './places';
