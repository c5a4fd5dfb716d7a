import { bookingEventPersonalFields } from './bookings/booking-events';
import { cleanerEventPersonalFields } from './cleaners/cleaner-events';
import { ADMIN_INBOX_PREFIX, adminMessageEventPersonalFields } from './admin-messages/admin-message-events';
import { conversationEventPersonalFields } from './messages/conversation-events';
import { reviewEventPersonalFields } from './reviews/review-events';
import { disputeEventPersonalFields } from './disputes/dispute-events';
import type { EventMetadata } from './event-store/event-store';

/**
 * Personal data in the event log (ARCHITECTURE.md, section 3): events are kept forever, so the few personal fields
 * they must carry are encrypted with a key of the person they are about, and deleting the account destroys that key.
 * The store encrypts and decrypts at its edge (platform/src/personal-data); deciders and projections see plain values,
 * or the erased value once the key is gone.
 */

/** Top-level `data` fields to encrypt, by event type. */
export const personalEventFields: Readonly<Record<string, readonly string[]>> = {
  ...cleanerEventPersonalFields,
  ...bookingEventPersonalFields,
  ...conversationEventPersonalFields,
  ...adminMessageEventPersonalFields,
  ...reviewEventPersonalFields,
  ...disputeEventPersonalFields,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose key seals an event's personal fields. A cleaner's profile stream is about that cleaner (an admin's rejection
 * reason included: it goes with the cleaner's account); an inbox (`admin-inbox-`) is its owner's. Elsewhere (bookings) the free text belongs to its author, the
 * event's `userId`. Null: no person, and the store refuses to keep such fields in clear.
 */
export const personOfEvent = (streamId: string, metadata: EventMetadata | undefined): string | null => {
  if (streamId.startsWith('cleaner-')) return streamId.slice('cleaner-'.length);
  // A person's inbox of messages from the platform is theirs, whoever wrote them.
  if (streamId.startsWith(ADMIN_INBOX_PREFIX)) return streamId.slice(ADMIN_INBOX_PREFIX.length);
  const author = metadata?.userId;
  return typeof author === 'string' && UUID.test(author) ? author : null;
};

export type PersonalValueKind = 'string' | 'array' | 'other';

/** The kind of a personal field's value: what it reads as once erased. */
export const kindOfPersonalValue = (value: unknown): PersonalValueKind =>
  typeof value === 'string' ? 'string' : Array.isArray(value) ? 'array' : 'other';

/** What a personal field reads as once its person's key is destroyed: empty, of the same kind. */
export const erasedValue = (kind: PersonalValueKind): string | never[] | null =>
  kind === 'string' ? '' : kind === 'array' ? [] : null;

/** This value as it reads once erased: the empty value of its kind. */
export const erasedValueOf = (value: unknown): string | never[] | null => erasedValue(kindOfPersonalValue(value));
