import type { Answer, Api } from '../../../lib/api-contract';

/** `Me` (docs/api/cleaners.md), as the BFF types it; the calendar reads its dated slots and working hours (blocks). */
type Me = Answer<Api['cleaners']['me']['$get']>;

export type Slot = Extract<Me, { started: true }>['slots'][number];
/** Weekly on `days` (0 = Sunday … 6), or once on `date`; all day, or between two times. */
export type Block = Extract<Me, { started: true }>['blocks'][number];
/** The label clients see and the free days behind it (null before the profile is started). */
export type ScheduleAvailability = Extract<Me, { started: true }>['availability'];
export type Schedule = { started: boolean; slots: Slot[]; blocks: Block[]; availability: ScheduleAvailability | null };
