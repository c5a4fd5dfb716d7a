import { SLOT_STATUSES, WEEKDAYS, type SlotStatus } from '@weklean/domain';

/** The calendar's part of `Me` (docs/api/cleaners.md): dated slots and usual working hours (blocks). */
export type Slot = { id: string; date: string; startTime: string; endTime: string; status: SlotStatus };
/** Weekly on `days` (0 = Sunday … 6), or once on `date`; all day, or between two times. */
export type Block = { id: string; allDay: boolean; days: number[]; date: string | null; startTime: string | null; endTime: string | null };
export type Schedule = { started: boolean; slots: Slot[]; blocks: Block[] };

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const text = (value: unknown, pattern?: RegExp): string | null =>
  typeof value === 'string' && value !== '' && (pattern === undefined || pattern.test(value)) ? value : null;

function listOf<T>(value: unknown, read: (item: Fields) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => (isRecord(item) ? (read(item) ?? []) : []));
}

function parseSlot(value: Fields): Slot | null {
  const id = text(value.id);
  const date = text(value.date, DATE);
  const startTime = text(value.startTime, TIME);
  const endTime = text(value.endTime, TIME);
  const status = (SLOT_STATUSES as readonly unknown[]).includes(value.status) ? (value.status as SlotStatus) : null;
  if (id === null || date === null || startTime === null || endTime === null || status === null) return null;
  return { id, date, startTime, endTime, status };
}

function parseBlock(value: Fields): Block | null {
  const id = text(value.id);
  if (id === null || typeof value.allDay !== 'boolean') return null;
  const days = Array.isArray(value.days)
    ? value.days.filter((day: unknown): day is number => (WEEKDAYS as readonly unknown[]).includes(day))
    : [];
  return {
    id,
    allDay: value.allDay,
    days,
    date: text(value.date, DATE),
    startTime: text(value.startTime, TIME),
    endTime: text(value.endTime, TIME),
  };
}

export function parseSchedule(value: unknown): Schedule | null {
  if (!isRecord(value) || typeof value.started !== 'boolean') return null;
  return { started: value.started, slots: listOf(value.slots, parseSlot), blocks: listOf(value.blocks, parseBlock) };
}
