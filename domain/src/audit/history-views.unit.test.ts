import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { historyViewsDecider, historyViewsStream, historyViewsTarget, type HistoryViewCommand, type HistoryViewEvent } from './history-views';

const spec = deciderSpec(historyViewsDecider, expect);
const SUBJECT = 'user-1';
const view = (streamId: string, now: string): HistoryViewCommand => ({ type: 'RecordHistoryView', data: { subjectUserId: SUBJECT, streamId }, metadata: { userId: 'admin-1', now } });
const viewed = (streamId: string, at: string): HistoryViewEvent => ({ type: 'PersonHistoryViewed', data: { subjectUserId: SUBJECT, streamId, viewedAt: at } });

describe("the record of who looked at a person's history", () => {
  it('records every opening, the same stream twice included', () => {
    spec.given([]).when(view('cleaner-1', '2026-11-28T10:00:00.000Z')).then([viewed('cleaner-1', '2026-11-28T10:00:00.000Z')]);
    spec.given([viewed('cleaner-1', '2026-11-28T10:00:00.000Z')]).when(view('cleaner-1', '2026-11-28T10:05:00.000Z')).then([viewed('cleaner-1', '2026-11-28T10:05:00.000Z')]);
  });
  it('counts the openings and the streams seen', () => {
    const state = [viewed('cleaner-1', 'a'), viewed('payout-1', 'b'), viewed('cleaner-1', 'c')].reduce(historyViewsDecider.evolve, historyViewsDecider.initialState);
    expect(state).toEqual({ views: 3, lastViewedAt: 'c', streamsViewed: ['cleaner-1', 'payout-1'] });
    expect(historyViewsTarget(SUBJECT).stream).toBe(historyViewsStream(SUBJECT));
    expect(historyViewsStream(SUBJECT)).toBe('history-views-user-1');
  });
});
