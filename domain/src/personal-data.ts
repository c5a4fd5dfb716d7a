import { cleanerEventPersonalFields } from './cleaners/cleaner-events';

/**
 * Personal data in the event log (ARCHITECTURE.md, section 3): events are kept forever, so the few personal fields
 * they must carry are encrypted with a key of the person they are about, and deleting the account destroys that key.
 * The store encrypts and decrypts at its edge (platform/src/personal-data); deciders and projections see plain values,
 * or the erased value once the key is gone.
 */

/** Top-level `data` fields to encrypt, by event type. */
export const personalEventFields: Readonly<Record<string, readonly string[]>> = {
  ...cleanerEventPersonalFields,
};

/** The person an event stream is about: a cleaner's profile is about that cleaner. Null: no person. */
export const personOfStream = (streamId: string): string | null =>
  streamId.startsWith('cleaner-') ? streamId.slice('cleaner-'.length) : null;

/** What a personal field reads as once its person's key is destroyed: empty, of the same kind. */
export const erasedValue = (kind: 'string' | 'array' | 'other'): string | never[] | null =>
  kind === 'string' ? '' : kind === 'array' ? [] : null;
