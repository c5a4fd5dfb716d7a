export { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from './event-store/postgres-event-store';
export { freePort } from './net/free-port';
export { outsideClusterRoot, startEmbeddedPostgres, type EmbeddedPostgresHandle } from './postgres/embedded-postgres';
export { migrate, migrationsDir, readModelMigrationsGlob } from './postgres/migrations';
export { pendingMigrations, shippedMigrations } from './postgres/migration-status';
export { adminPasswordOf, DEMO_ADMIN_PASSWORD, loadConfig, ConfigError, publicUrlOf, requestOriginsOf, seedsDemoData, smtpUrlOf, type Config, type ProcessRole } from './config/config';
export { createLogger, type Logger, type LogLevel } from './log/logger';
export * from './metrics';
export { createMemoryBus, createRedisBus, type Bus } from './bus/bus';
export { createMemoryPresenceStore, createRedisPresenceStore, type PresenceStore } from './presence/presence-store';
export { createKurrentDbEventStore } from './event-store/kurrentdb-event-store';
export { allCommittedVisible, headPositionOf, isAfter } from './event-store/head-position';
export { embeddedDataDirOf, openInfrastructure, readRuntimeFile, type Infrastructure } from './infrastructure';
export { boot, loadConfigOrExit, requireSharedInfrastructure, rolesOf } from './process/boot';
export { loadDotEnv } from './config/dot-env';
export { createMailer, type Mail, type Mailer } from './mail/mailer';
export { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter';
export { createIdempotencyKeys, IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_LEASE_SECONDS, type IdempotencyKeys, type KeyClaim } from './idempotency/idempotency-keys';
export { nameBasedUuid } from './ids/name-based-uuid';
export { createLocalFileStorage, type FileStorage, type StoredFile } from './files/file-storage';
export { createS3FileStorage, type S3FileStorage, type S3FileStorageOptions } from './files/s3-file-storage';
export { createFileStorage } from './files/create-file-storage';
export { makeThumbnail, stripMetadata } from './files/thumbnails';
export { actorFor, createCommandHandler, type CommandHandler, type CommandResult, type ExecuteOptions, type LoadedStream } from './commands/command-handler';
export { collectingWrites, comparePositions, positionFrom, positionText, positionToReach, type Write } from './commands/written-positions';
export { CalendarImportError, fetchBusyTimes, guardedLookup, parseBusyTimes, systemResolve, type BusyTime, type Resolve } from './calendar/ical-import';
export { isPublicAddress } from './calendar/address-policy';
export { createPushSubscriptions, type PushSubscriptions, type PushSubscriptionRecord } from './push/push-subscriptions';
export { isAllowedPushEndpoint } from './push/push-endpoint-policy';
export { generateVapidKeys, vapidFileOf, vapidKeysOf, type VapidKeys } from './push/vapid-keys';
export { createCalendarLinks, IMPORT_DAYS, replaceBusyTimes, type BusySource, type CalendarLinks } from './calendar/calendar-links';
export {
  calendarProvidersFromConfig,
  createCalendarProviders,
  CalendarProviderRefusal,
  OAUTH_STATE_MINUTES,
  type BookingForCalendar,
  type CalendarProviders,
  type ProviderLinkView,
} from './calendar/provider-links';
export { CalendarProviderError } from './calendar/provider-api';
export {
  CALENDAR_PROVIDERS,
  calendarProviderSettingsOf,
  calendarTokenKeyOf,
  createTokenCipher,
  isCalendarProvider,
  PROVIDER_SCOPES,
  type CalendarProvider,
  type CalendarProviderSettings,
  type ProviderSettings,
} from './calendar/provider-settings';
export { createPersonKeys, isSealed, protectPersonalData, seal, unseal, type PersonKeys } from './personal-data/protect-personal-data';
export * from './geocoding';
export { isTransient } from './postgres/transient';
export { createPaymentProcessor, type PaymentProcessor } from './payments/payment-processor';
export {
  PaymentRequestError,
  WebhookSignatureError,
  type ChargeRequest,
  type ChargeResult,
  type DeclineReason,
  type PaymentGateway,
  type PaymentMode,
  type PayoutResult,
  type ConnectedAccount,
  type ProviderEvent,
  type RefundRequest,
  type RefundResult,
} from './payments/payment-gateway';
export { createSimulatedGateway, FAILING_BANK_ACCOUNTS, type SimulatedGateway, type SimulatedGatewayOptions, type WebhookListener } from './payments/simulated-gateway';
export { createStripeGateway, verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS, type StripeGateway } from './payments/stripe-gateway';
export { createPaymentGateway, type ConfiguredPaymentGateway } from './payments/create-payment-gateway';
export { DEMO_TAX_NUMBERS, paymentWebhookSecretOf, SIMULATED_WEBHOOK_SECRET } from './config/config';
export { TEST_CARD_LIST, testCardOutcome, type TestCard } from './payments/simulated-stripe-objects';
export { createShiftableClock, type ShiftableClock } from './clock/shiftable-clock';
export { createPayoutProcessor, type PayoutProcessor } from './payments/payout-processor';
export {
  createWebhookInbox,
  webhookInboxCounts,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_STALE_AFTER_SECONDS,
  type WebhookInbox,
  type WebhookOutcome,
  type WebhookSweep,
} from './payments/webhook-inbox';
export { applyAccountStatus, isSuspended, searchKey, searchUsers, userNames, userSummary, type UserSearch, type UserSummary } from './accounts/account-status';
// The tables of accounts and properties, read and written only by their modules here (issue 32, docs/decisions.md).
export { createAccountsRepository, genderOf, publicUser, recordProvinceIfUnknown, setGender, type Account, type AccountsRepository } from './accounts/accounts-repository';
export { adminAddresses, countAccountsWithEmailDomain, firstAdminId, hasRole, mailRecipients, peopleOf, pushRecipients, roleOf, type MailRecipient, type Person, type PushRecipient } from './accounts/account-lookups';
export { createSessions, SESSION_POLICY, type Session, type Sessions } from './accounts/sessions';
export { applyProfilePhoto, profilePhotoOf, profilePhotoOwner, profilePhotoUrl } from './accounts/profile-photos';
export { resetPasswordWith, storeResetToken } from './accounts/password-resets';
export { newToken, tokenDigest } from './accounts/tokens';
export {
  createPropertyRepository,
  hasProperties,
  isPropertyOf,
  propertyById,
  propertyFacts,
  streetAddressesOf,
  type PropertyFacts,
  type PropertyRepository,
} from './properties/property-repository';
// The one consumer runtime of $all: projections and reactors, their checkpoints, locks, parked events and status.
export { checkpointName, consumerLockKey, handles, type Consumer, type ConsumerId, type ConsumerKind, type Dispatch, type Projection, type Tx } from './consumers/consumer';
export { createConsumerRuntime, type ConsumerRuntime, type ConsumerRuntimeOptions } from './consumers/runtime';
export { checkpointOf, waitForCheckpoint, type Checkpoint } from './consumers/checkpoints';
export { LAG_CAP, readConsumerStatuses, readProjectionStatuses, readReactorStatuses, type ConsumerStatus, type ProjectionStatus, type ReactorStatus } from './consumers/status';
export { rebuildProjection, type RebuildProgress } from './consumers/rebuild';
export { listParked, retryParked, skipParked, ParkedEventError, type ParkedEvent, type ParkedErrorCode } from './consumers/parked-events';
export { parkedReactorName, reactorRetryTarget } from './consumers/reactions';
