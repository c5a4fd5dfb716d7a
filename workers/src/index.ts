export { startWorkers, allWorkers } from './process';
export type { Worker } from './worker';
export { createDispatch, systemActor, type EffectHandler } from './reactors/dispatch';
// The reactors run on the platform's one consumer runtime (platform/src/consumers), named here as the BFF, the tests
// and the processes have always called it.
export {
  createConsumerRuntime as createReactorRuntime,
  parkedReactorName,
  reactorRetryTarget,
  readReactorStatuses,
  type ConsumerRuntime as ReactorRuntime,
  type Dispatch,
  type ReactorStatus,
} from '@weklean/platform';
export { createTimers, timerJobId, TIMER_QUEUE, type Timers, type TimerJob } from './timers/timers';
export { reactorsWorker } from './reactors/reactors-worker';
export { paymentEffects } from './payments/payment-effects';
export { payoutEffects } from './payouts/payout-effects';
export { providerEffects } from './provider-effects';
export { runWeeklyPayouts, financeSchedulesWorker, registerFinanceSchedules, workFinanceReplays, WEEKLY_PAYOUTS_CRON, WEEKLY_PAYOUTS_QUEUE } from './payouts/schedules';
export {
  createFinanceReplayRequests,
  runFinanceReplay,
  runNightlyFinanceReplays,
  FINANCE_REPLAYS_CRON,
  FINANCE_REPLAYS_QUEUE,
  type FinanceReplayRequests,
} from './payouts/finance-replays';
export { liveEffects } from './live/live-effects';
export { startWebhookSweep, webhookSweepWorker, WEBHOOK_SWEEP_CRON } from './payments/webhook-sweep-worker';
export { emailEffects, composeEmail } from './notifications/email-notifications';
export { reactionEffects } from './reaction-effects';
export { pushEffects, composePush, pushUrlOf, PUSH_TTL_SECONDS } from './notifications/push-notifications';
export { sendMessageDigests, composeDigest, messageDigestsWorker, DIGEST_DELAY_MS } from './notifications/message-digests';
export { readTimerStatuses, type TimerStatuses, type ScheduleStatus, type TimerQueueStatus } from './timers/timer-status';
export { notificationsCausedBy, readMailDelivery, type MailDelivery, type SentNotification } from './notifications/mail-status';
