import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { ReviewBookingFacts, ReviewCommand } from './review-commands';
import { reviewDecider, reviewWindowClosesAt } from './review-decide';
import {
  ReviewAlreadyWrittenError, ReviewBookingNotCompletedError, ReviewNotFoundError, ReviewNotPublishedError, ReviewRatingsIncompleteError,
  ReviewReplyExistsError, ReviewWindowClosedError,
} from './review-errors';
import type { Ratings, ReviewEvent } from './review-events';

const spec = deciderSpec(reviewDecider, expect);
const CLIENT = 'client-1';
const CLEANER = 'cleaner-1';
const DONE = '2026-11-20T18:00:00.000Z';
const NOW = '2026-11-22T15:00:00.000Z';
const CLOSES = '2026-12-04T18:00:00.000Z';
const five: Ratings = { cleanliness: 5, quality: 5, reliability: 4, punctuality: 5, communication: 4, professionalism: 5, overall: 5 };
const booking = (status = 'completed', completedAt: string | null = DONE): ReviewBookingFacts => ({ clientId: CLIENT, cleanerId: CLEANER, status, completedAt });
const submit = (overrides: Partial<{ by: string; status: string; now: string; ratings: Record<string, number>; comment: string }> = {}): ReviewCommand => ({
  type: 'SubmitReview',
  data: { bookingId: 'b-1', authorRole: 'client', ratings: (overrides.ratings ?? five) as Ratings, comment: overrides.comment ?? '  Impeccable, merci!  ', booking: booking(overrides.status) },
  metadata: { userId: overrides.by ?? CLIENT, now: overrides.now ?? NOW },
});
const submitted: ReviewEvent = {
  type: 'ReviewSubmitted',
  data: { bookingId: 'b-1', authorRole: 'client', authorId: CLIENT, subjectId: CLEANER, ratings: five, comment: 'Impeccable, merci!', submittedAt: NOW, windowClosesAt: CLOSES },
};
const published = (reason: 'both-written' | 'window-closed', at = NOW): ReviewEvent => ({
  type: 'ReviewPublished', data: { bookingId: 'b-1', authorRole: 'client', authorId: CLIENT, subjectId: CLEANER, ratings: five, publishedAt: at, reason },
});
const counterpart: ReviewEvent = { type: 'CounterpartReviewSubmitted', data: { bookingId: 'b-1', authorRole: 'client' } };
const system = (type: 'NoteCounterpartReview' | 'CloseReviewWindow', now = NOW): ReviewCommand => ({ type, data: { bookingId: 'b-1', authorRole: 'client' }, metadata: { userId: 'system', now } });
const reply = (by: string, text = 'Merci beaucoup!'): ReviewCommand => ({ type: 'ReplyToReview', data: { bookingId: 'b-1', authorRole: 'client', reply: text }, metadata: { userId: by, now: NOW } });

describe("one side's review of a booking", () => {
  it('closes 14 days after the service, at the same Quebec time (across a change of time too)', () => {
    expect(reviewWindowClosesAt(DONE)).toBe(CLOSES);
    // 25 October + 14 days crosses the end of daylight time (1 November): 14:00 in Quebec both days.
    expect(reviewWindowClosesAt('2026-10-25T18:00:00.000Z')).toBe('2026-11-08T19:00:00.000Z');
  });
  it('is written once the service is done, with every category, and waits for the other side (blind)', () => {
    spec.given([]).when(submit()).then([submitted]);
    spec.given([]).when(submit({ status: 'in_progress' })).thenThrows(ReviewBookingNotCompletedError);
    spec.given([]).when(submit({ by: CLEANER })).thenThrows(ReviewNotFoundError);
    spec.given([]).when(submit({ by: 'someone-else' })).thenThrows(ReviewNotFoundError);
    const { overall: _left, ...six } = five;
    spec.given([]).when(submit({ ratings: six })).thenThrows(ReviewRatingsIncompleteError);
    spec.given([]).when(submit({ ratings: { ...five, quality: 6 } })).thenThrows(ReviewRatingsIncompleteError);
    spec.given([]).when(submit({ ratings: { ...five, quality: 3.5 } })).thenThrows(ReviewRatingsIncompleteError);
    spec.given([submitted]).when(submit()).thenThrows(ReviewAlreadyWrittenError);
    spec.given([]).when(submit({ now: CLOSES })).thenThrows(ReviewWindowClosedError);
  });
  it('is published when both are written, whichever came first', () => {
    // The other side wrote first: written and published together.
    spec.given([counterpart]).when(submit()).then([submitted, published('both-written')]);
    // This side wrote first: published when told of the other.
    spec.given([submitted]).when(system('NoteCounterpartReview')).then([published('both-written')]);
    spec.given([]).when(system('NoteCounterpartReview')).then([counterpart]);
    spec.given([counterpart]).when(system('NoteCounterpartReview')).then([]);
    spec.given([submitted, published('both-written')]).when(system('NoteCounterpartReview')).then([]);
  });
  it('is published when the window closes, or can no longer be written', () => {
    spec.given([submitted]).when(system('CloseReviewWindow', CLOSES)).then([published('window-closed', CLOSES)]);
    spec.given([]).when(system('CloseReviewWindow', CLOSES)).then([{ type: 'ReviewWindowClosed', data: { bookingId: 'b-1', authorRole: 'client', closedAt: CLOSES } }]);
    spec.given([submitted, published('both-written')]).when(system('CloseReviewWindow', CLOSES)).then([]);
  });
  it('takes one public reply, from the person reviewed, after publication', () => {
    spec.given([submitted]).when(reply(CLEANER)).thenThrows(ReviewNotPublishedError);
    spec.given([submitted, published('both-written')]).when(reply(CLIENT)).thenThrows(ReviewNotFoundError);
    const replied: ReviewEvent = { type: 'ReviewReplied', data: { bookingId: 'b-1', authorRole: 'client', replierId: CLEANER, reply: 'Merci beaucoup!', repliedAt: NOW } };
    spec.given([submitted, published('both-written')]).when(reply(CLEANER, ' Merci beaucoup! ')).then([replied]);
    spec.given([submitted, published('both-written'), replied]).when(reply(CLEANER)).thenThrows(ReviewReplyExistsError);
  });
});
