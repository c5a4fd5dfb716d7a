export * from './places';
export * from './regions';
export { foldName, isWellFormedPlaceName, slugify } from './names';
