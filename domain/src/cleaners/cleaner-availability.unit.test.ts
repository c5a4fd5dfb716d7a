import { describe, expect, it } from 'vitest';
import { asCleaner, profileStarted } from '../testing/cleaner-fixtures';
import { deciderSpec } from '../testing/decider-spec';
import type { AddAvailabilityBlock, AddAvailabilitySlot } from './cleaner-commands';
import { cleanerDecider } from './cleaner-decide';
import {
  AvailabilityInPastError,
  AvailabilityNotFoundError,
  DuplicateIdError,
  DuplicateSlotError,
  InvalidBlockError,
  InvalidDateError,
  InvalidTimeRangeError,
} from './cleaner-errors';
import type { CleanerAvailabilityBlockAdded, CleanerAvailabilitySlotAdded } from './cleaner-events';

const spec = deciderSpec(cleanerDecider, expect);

// Now is 10:00 on 15 June 2025 in Quebec.
const slot = { slotId: 'slot-1', date: '2025-06-20', startTime: '09:00', endTime: '12:00', status: 'available' } as const;
const addSlot = (data: Partial<AddAvailabilitySlot['data']> = {}): AddAvailabilitySlot => ({
  type: 'AddAvailabilitySlot',
  data: { ...slot, ...data },
  metadata: asCleaner,
});
const slotAdded = (data: Partial<CleanerAvailabilitySlotAdded['data']> = {}): CleanerAvailabilitySlotAdded => ({
  type: 'CleanerAvailabilitySlotAdded',
  data: { ...slot, ...data },
});

describe('AddAvailabilitySlot', () => {
  it('adds a slot', () => spec.given(profileStarted).when(addSlot()).then([slotAdded()]));
  it('adds a slot that ends later today', () => {
    spec.given(profileStarted).when(addSlot({ date: '2025-06-15', startTime: '08:00', endTime: '10:30' })).then([slotAdded({ date: '2025-06-15', startTime: '08:00', endTime: '10:30' })]);
  });
  it.each([
    ['2025-06-14', '09:00', '12:00'],
    ['2025-06-15', '08:00', '10:00'],
  ])('refuses a slot in the past (%s %s–%s)', (date, startTime, endTime) => {
    spec.given(profileStarted).when(addSlot({ date, startTime, endTime })).thenThrows(AvailabilityInPastError);
  });
  it.each([
    ['12:00', '12:00'],
    ['12:00', '09:00'],
    ['9:00', '12:00'],
    ['09:00', '24:00'],
  ])('refuses %s–%s', (startTime, endTime) => {
    spec.given(profileStarted).when(addSlot({ startTime, endTime })).thenThrows(InvalidTimeRangeError);
  });
  it('refuses a date that does not exist', () => {
    spec.given(profileStarted).when(addSlot({ date: '2025-06-31' })).thenThrows(InvalidDateError, { field: 'date' });
  });
  it.each([
    ['08:00', '09:30'],
    ['10:00', '11:00'],
    ['11:59', '18:00'],
  ])('refuses a duplicate slot on the same date (%s–%s over 09:00–12:00), whatever its status', (startTime, endTime) => {
    spec
      .given([...profileStarted, slotAdded()])
      .when(addSlot({ slotId: 'slot-2', startTime, endTime, status: 'unavailable' }))
      .thenThrows(DuplicateSlotError, { date: '2025-06-20' });
  });
  it('adds a slot right after another on the same date, or at the same time on another date', () => {
    spec.given([...profileStarted, slotAdded()]).when(addSlot({ slotId: 'slot-2', startTime: '12:00', endTime: '15:00' })).then([
      slotAdded({ slotId: 'slot-2', startTime: '12:00', endTime: '15:00' }),
    ]);
    spec.given([...profileStarted, slotAdded()]).when(addSlot({ slotId: 'slot-2', date: '2025-06-21' })).then([slotAdded({ slotId: 'slot-2', date: '2025-06-21' })]);
  });
  it('refuses a slot id already used', () => {
    spec.given([...profileStarted, slotAdded()]).when(addSlot({ date: '2025-06-21' })).thenThrows(DuplicateIdError);
  });
});

describe('RemoveAvailabilitySlot', () => {
  it('removes a slot', () => {
    spec
      .given([...profileStarted, slotAdded()])
      .when({ type: 'RemoveAvailabilitySlot', data: { slotId: 'slot-1' }, metadata: asCleaner })
      .then([{ type: 'CleanerAvailabilitySlotRemoved', data: { slotId: 'slot-1', date: '2025-06-20' } }]);
  });
  it('refuses an unknown slot', () => {
    spec.given(profileStarted).when({ type: 'RemoveAvailabilitySlot', data: { slotId: 'slot-1' }, metadata: asCleaner }).thenThrows(AvailabilityNotFoundError);
  });
});

describe('AddAvailabilityBlock', () => {
  const addBlock = (data: Partial<AddAvailabilityBlock['data']>): AddAvailabilityBlock => ({
    type: 'AddAvailabilityBlock',
    data: { blockId: 'block-1', allDay: true, ...data },
    metadata: asCleaner,
  });
  const blockAdded = (data: Partial<CleanerAvailabilityBlockAdded['data']>): CleanerAvailabilityBlockAdded => ({
    type: 'CleanerAvailabilityBlockAdded',
    data: { blockId: 'block-1', allDay: true, days: [], date: null, startTime: null, endTime: null, ...data },
  });
  it('adds a weekly block, days sorted, times dropped when all day', () => {
    spec.given(profileStarted).when(addBlock({ days: [6, 0, 6], startTime: '09:00', endTime: '17:00' })).then([blockAdded({ days: [0, 6] })]);
  });
  it('adds a block on one date between two times', () => {
    spec
      .given(profileStarted)
      .when(addBlock({ allDay: false, date: '2025-06-15', startTime: '13:00', endTime: '17:00' }))
      .then([blockAdded({ allDay: false, date: '2025-06-15', startTime: '13:00', endTime: '17:00' })]);
  });
  it.each([
    ['neither days nor a date', {}],
    ['both days and a date', { days: [1], date: '2025-06-20' }],
    ['a weekday out of 0–6', { days: [7] }],
    ['no times when not all day', { allDay: false, days: [1], startTime: '09:00' }],
  ])('refuses %s', (_, data) => {
    spec.given(profileStarted).when(addBlock(data)).thenThrows(InvalidBlockError);
  });
  it('refuses an end before the start', () => {
    spec.given(profileStarted).when(addBlock({ allDay: false, days: [1], startTime: '17:00', endTime: '09:00' })).thenThrows(InvalidTimeRangeError);
  });
  it('refuses a date in the past', () => {
    spec.given(profileStarted).when(addBlock({ date: '2025-06-14' })).thenThrows(AvailabilityInPastError);
  });
  it('removes a block, and refuses an unknown one', () => {
    const remove = { type: 'RemoveAvailabilityBlock', data: { blockId: 'block-1' }, metadata: asCleaner } as const;
    spec.given([...profileStarted, blockAdded({ days: [1] })]).when(remove).then([{ type: 'CleanerAvailabilityBlockRemoved', data: { blockId: 'block-1' } }]);
    spec.given(profileStarted).when(remove).thenThrows(AvailabilityNotFoundError);
  });
  it('refuses a block id already used', () => {
    spec.given([...profileStarted, blockAdded({ days: [1] })]).when(addBlock({ days: [2] })).thenThrows(DuplicateIdError);
  });
});
