import type { Decider } from '../shared/decider';
import type { ScheduleCommand } from './booking-commands';
import { SlotTakenError } from './booking-errors';
import type { ScheduleEvent } from './booking-events';
import { minutesBetween } from './booking-time';

/**
 * One cleaner's reservations on one Quebec date (`schedule-<cleanerId>-<date>`). A booking holds its time here
 * before it is requested or moved; the append at the read revision makes two overlapping holds impossible.
 */
export type Reservation = { bookingId: string; startsAt: string; endsAt: string };
export type ScheduleState = { reservations: Reservation[] };

export const initialScheduleState: ScheduleState = { reservations: [] };

export const evolveSchedule = (state: ScheduleState, event: ScheduleEvent): ScheduleState => {
  switch (event.type) {
    case 'SlotReserved': {
      const { bookingId, startsAt, endsAt } = event.data;
      return { reservations: [...state.reservations.filter((r) => r.bookingId !== bookingId), { bookingId, startsAt, endsAt }] };
    }
    case 'SlotReleased':
      return { reservations: state.reservations.filter((r) => r.bookingId !== event.data.bookingId) };
    default: {
      const _never: never = event;
      return state;
    }
  }
};

const overlaps = (a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }) =>
  minutesBetween(a.startsAt, b.endsAt) > 0 && minutesBetween(b.startsAt, a.endsAt) > 0;

export const decideSchedule = (command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] => {
  switch (command.type) {
    case 'ReserveSlot': {
      const { bookingId, cleanerId, date, startsAt, endsAt } = command.data;
      const own = state.reservations.find((r) => r.bookingId === bookingId);
      if (own && own.startsAt === startsAt && own.endsAt === endsAt) return [];
      if (state.reservations.some((r) => r.bookingId !== bookingId && overlaps(r, { startsAt, endsAt }))) throw new SlotTakenError();
      return [{ type: 'SlotReserved', data: { bookingId, cleanerId, date, startsAt, endsAt } }];
    }
    case 'ReleaseSlot': {
      const { bookingId, cleanerId, date } = command.data;
      if (!state.reservations.some((r) => r.bookingId === bookingId)) return [];
      return [{ type: 'SlotReleased', data: { bookingId, cleanerId, date } }];
    }
    default: {
      const _never: never = command;
      throw new Error(`Unknown schedule command ${(_never as { type: string }).type}`);
    }
  }
};

export const scheduleDecider: Decider<ScheduleState, ScheduleCommand, ScheduleEvent> = {
  decide: decideSchedule,
  evolve: evolveSchedule,
  initialState: initialScheduleState,
};
