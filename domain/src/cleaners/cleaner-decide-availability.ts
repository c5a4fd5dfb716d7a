import type { CleanerState } from './cleaner';
import type { AddAvailabilityBlock, AddAvailabilitySlot, RemoveAvailabilityBlock, RemoveAvailabilitySlot } from './cleaner-commands';
import {
  AvailabilityInPastError,
  AvailabilityNotFoundError,
  DuplicateIdError,
  DuplicateSlotError,
  InvalidBlockError,
  InvalidDateError,
  InvalidTimeRangeError,
} from './cleaner-errors';
import type { CleanerEvent } from './cleaner-events';
import { ownProfile, quebecNow } from './cleaner-guards';
import { WEEKDAYS } from './cleaner-limits';
import { isTimeRange, pick, timeRangesOverlap } from './cleaner-rules';
import { compareDates, isIsoDate } from '../shared/dates';

/**
 * Slots are dated: available or unavailable on one day between two times. A slot is in the past once it has ended
 * (Quebec time), so the rest of today can still be marked. Two slots of one day may not overlap, whatever their
 * status: that is the "duplicate slot" of the SPEC.
 */
export const addAvailabilitySlot = ({ data, metadata }: AddAvailabilitySlot, state: CleanerState): CleanerEvent[] => {
  const profile = ownProfile(state, metadata);
  if (profile.slots.some((slot) => slot.slotId === data.slotId)) throw new DuplicateIdError(data.slotId);
  if (!isIsoDate(data.date)) throw new InvalidDateError('date');
  if (!isTimeRange(data.startTime, data.endTime)) throw new InvalidTimeRangeError();
  const now = quebecNow(metadata);
  const order = compareDates(data.date, now.date);
  if (order < 0 || (order === 0 && data.endTime <= now.time)) throw new AvailabilityInPastError();
  if (profile.slots.some((slot) => slot.date === data.date && timeRangesOverlap(slot, data))) throw new DuplicateSlotError(data.date);
  const { slotId, date, startTime, endTime, status } = data;
  return [{ type: 'CleanerAvailabilitySlotAdded', data: { slotId, date, startTime, endTime, status } }];
};

export const removeAvailabilitySlot = ({ data, metadata }: RemoveAvailabilitySlot, state: CleanerState): CleanerEvent[] => {
  const slot = ownProfile(state, metadata).slots.find((candidate) => candidate.slotId === data.slotId);
  if (!slot) throw new AvailabilityNotFoundError(data.slotId);
  return [{ type: 'CleanerAvailabilitySlotRemoved', data: { slotId: slot.slotId, date: slot.date } }];
};

const blockDays = (days: readonly number[]): number[] => {
  if (!days.every((day) => (WEEKDAYS as readonly number[]).includes(day))) throw new InvalidBlockError('days are 0 (Sunday) to 6');
  return pick<number>(WEEKDAYS, days);
};

/** Weekly on some days, or once on a date (not past); all day, or between two times (times ignored when all day). */
export const addAvailabilityBlock = ({ data, metadata }: AddAvailabilityBlock, state: CleanerState): CleanerEvent[] => {
  const profile = ownProfile(state, metadata);
  if (profile.blocks.some((block) => block.blockId === data.blockId)) throw new DuplicateIdError(data.blockId);
  const days = data.days ?? [];
  const date = data.date ?? null;
  if ((days.length > 0) === (date !== null)) throw new InvalidBlockError('give either weekdays or a date');
  if (date !== null) {
    if (!isIsoDate(date)) throw new InvalidDateError('date');
    if (compareDates(date, quebecNow(metadata).date) < 0) throw new AvailabilityInPastError();
  }
  let startTime: string | null = null;
  let endTime: string | null = null;
  if (!data.allDay) {
    if (!data.startTime || !data.endTime) throw new InvalidBlockError('times are required unless all day');
    if (!isTimeRange(data.startTime, data.endTime)) throw new InvalidTimeRangeError();
    ({ startTime, endTime } = data);
  }
  return [
    {
      type: 'CleanerAvailabilityBlockAdded',
      data: { blockId: data.blockId, allDay: data.allDay, days: blockDays(days), date, startTime, endTime },
    },
  ];
};

export const removeAvailabilityBlock = ({ data, metadata }: RemoveAvailabilityBlock, state: CleanerState): CleanerEvent[] => {
  if (!ownProfile(state, metadata).blocks.some((block) => block.blockId === data.blockId)) throw new AvailabilityNotFoundError(data.blockId);
  return [{ type: 'CleanerAvailabilityBlockRemoved', data: { blockId: data.blockId } }];
};
