import type { Command, CommandTarget, Decider, DomainEvent } from '../shared/decider';

/**
 * Who looked at a person's history in the admin audit (issue 16: "viewing a person's history is itself recorded"):
 * `history-views-<subjectUserId>`, one event per opening, the admin named by the event's metadata (`userId`).
 */
export type PersonHistoryViewed = DomainEvent<'PersonHistoryViewed', { subjectUserId: string; streamId: string; viewedAt: string }>;
export type HistoryViewEvent = PersonHistoryViewed;
export const historyViewEventTypes = ['PersonHistoryViewed'] as const satisfies readonly HistoryViewEvent['type'][];

export type RecordHistoryView = Command<'RecordHistoryView', { subjectUserId: string; streamId: string }>;
export type HistoryViewCommand = RecordHistoryView;

export type HistoryViewsState = { views: number; lastViewedAt: string | null; streamsViewed: string[] };
export const initialHistoryViewsState: HistoryViewsState = { views: 0, lastViewedAt: null, streamsViewed: [] };

export const HISTORY_VIEWS_PREFIX = 'history-views-';
export const historyViewsStream = (subjectUserId: string): string => `${HISTORY_VIEWS_PREFIX}${subjectUserId}`;

export const evolveHistoryViews = (state: HistoryViewsState, event: HistoryViewEvent): HistoryViewsState => {
  switch (event.type) {
    case 'PersonHistoryViewed':
      return {
        views: state.views + 1,
        lastViewedAt: event.data.viewedAt,
        streamsViewed: state.streamsViewed.includes(event.data.streamId) ? state.streamsViewed : [...state.streamsViewed, event.data.streamId],
      };
    default:
      return state;
  }
};

/** Every opening is recorded, even the same admin opening the same stream twice: the log says how often. */
export const decideHistoryViews = (command: HistoryViewCommand, _state: HistoryViewsState): HistoryViewEvent[] => [
  { type: 'PersonHistoryViewed', data: { subjectUserId: command.data.subjectUserId, streamId: command.data.streamId, viewedAt: command.metadata.now } },
];

export const historyViewsDecider: Decider<HistoryViewsState, HistoryViewCommand, HistoryViewEvent> = {
  initialState: initialHistoryViewsState,
  evolve: evolveHistoryViews,
  decide: decideHistoryViews,
};

export const historyViewsTarget = (subjectUserId: string): CommandTarget<HistoryViewsState, HistoryViewCommand, HistoryViewEvent> => ({
  stream: historyViewsStream(subjectUserId),
  decider: historyViewsDecider,
});
