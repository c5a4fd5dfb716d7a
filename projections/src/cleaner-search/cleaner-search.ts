import { cleanerEventTypes, galleryEventTypes, scheduleEventTypes, type CleanerEvent, type RecordedEvent, type ReviewPublished, type ScheduleEvent } from '@weklean/domain';
import type { Projection, Tx } from '@weklean/platform';
import { applyDocumentEvent, DOCUMENT_EVENTS, type DocumentEvent } from './documents';
import { applyFileEvent, FILE_EVENTS, type FileEvent } from './files';
import { applyPublishedReview } from './ratings';
import { applyReservation, applySearchEvent, type SearchEvent } from './search';

const cleanerIdOf = (event: RecordedEvent) => event.streamId.slice('cleaner-'.length);
const at = (event: RecordedEvent) => (event.metadata.occurredAt as string | undefined) ?? event.created.toISOString();
const isOneOf = <T extends string>(types: readonly T[], type: string): type is T => (types as readonly string[]).includes(type);

const touch = (tx: Tx, cleanerId: string, when: string) =>
  tx`update cleaner_profiles set updated_at = ${when} where cleaner_id = ${cleanerId}`;

/**
 * The cleaner-search read model: one row per cleaner for search and the public profile (search.ts), their documents
 * for the admin review (documents.ts), their photos (files.ts) and their ratings from published reviews (ratings.ts). One projection, one checkpoint: the three concerns
 * are split by file, not by consumer, so that a cleaner's rows always agree.
 */
export const cleanerSearch: Projection = {
  name: 'cleaner-search',
  eventTypes: [...cleanerEventTypes.filter((type) => !isOneOf(galleryEventTypes, type)), ...scheduleEventTypes, 'ReviewPublished'],
  apply: async (tx, recorded) => {
    if (recorded.type === 'ReviewPublished') {
      await applyPublishedReview(tx, recorded.data as ReviewPublished['data']);
      return;
    }
    if (isOneOf(scheduleEventTypes, recorded.type)) {
      await applyReservation(tx, { type: recorded.type, data: recorded.data } as ScheduleEvent);
      return;
    }
    const event = { type: recorded.type, data: recorded.data } as CleanerEvent;
    const cleanerId = cleanerIdOf(recorded);
    const when = at(recorded);
    if (event.type === 'CleanerProfileClosed') {
      await closeCleaner(tx, cleanerId);
      return;
    }
    if (isOneOf(DOCUMENT_EVENTS, event.type)) await applyDocumentEvent(tx, cleanerId, event as DocumentEvent);
    else if (isOneOf(FILE_EVENTS, event.type)) await applyFileEvent(tx, cleanerId, event as FileEvent, when);
    else {
      await applySearchEvent(tx, cleanerId, event as SearchEvent, when);
      if (event.type === 'CleanerProfileStarted') return;
    }
    await touch(tx, cleanerId, when);
  },
  reset: async (tx) => {
    await tx`delete from cleaner_review_ratings`;
    await tx`delete from cleaner_reservations`;
    await tx`delete from cleaner_photos`;
    await tx`delete from cleaner_blocks`;
    await tx`delete from cleaner_slots`;
    await tx`delete from cleaner_documents`;
    await tx`delete from cleaner_profiles`;
  },
};

/** The account is gone: everything about the cleaner leaves the read models (their files go with the account). */
async function closeCleaner(tx: Tx, cleanerId: string) {
  await tx`delete from cleaner_photos where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_blocks where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_slots where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_documents where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_feedback where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_review_ratings where cleaner_id = ${cleanerId}`;
  await tx`delete from cleaner_profiles where cleaner_id = ${cleanerId}`;
}
