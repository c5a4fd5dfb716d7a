export * from './places';
export * from './regions';
export { foldName, slugify } from './names';
