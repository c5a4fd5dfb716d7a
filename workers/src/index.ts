export { startWorkers, allWorkers, type Worker } from './process';
