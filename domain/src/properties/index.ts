export * from './postal-code';
export * from './property';
export * from './property-schemas';
