export { startWorkers, allWorkers } from './process';
export type { Worker } from './worker';
export { createReactorRuntime, createDispatch, systemActor, reactorFilter, reactorLockKey, type Dispatch, type EffectHandler, type ReactorRuntime } from './reactors/reactor-runtime';
export { readReactorStatuses, type ReactorStatus } from './reactors/reactor-status';
export { createTimers, timerJobId, TIMER_QUEUE, type Timers, type TimerJob } from './timers/timers';
export { reactorsWorker } from './reactors/reactors-worker';
export { paymentEffects } from './payments/payment-effects';
export { parkedReactorName, reactorRetryTarget } from './reactors/reactor-runtime';
