import type { ChecklistCategory } from '@weklean/domain';
import type { AddTaskRefusal } from './checklist';

type Key = `booking:${string}`;

/** A few common tasks per category, added in one click in the client's language. */
export const SUGGESTED_TASK_KEYS = {
  general: ['booking:checklist.suggested.general.vacuum', 'booking:checklist.suggested.general.floors', 'booking:checklist.suggested.general.dust', 'booking:checklist.suggested.general.trash'],
  kitchen: ['booking:checklist.suggested.kitchen.oven', 'booking:checklist.suggested.kitchen.fridge', 'booking:checklist.suggested.kitchen.counters', 'booking:checklist.suggested.kitchen.hood'],
  bathroom: ['booking:checklist.suggested.bathroom.shower', 'booking:checklist.suggested.bathroom.toilet', 'booking:checklist.suggested.bathroom.mirrors'],
  bedroom: ['booking:checklist.suggested.bedroom.sheets', 'booking:checklist.suggested.bedroom.underBed', 'booking:checklist.suggested.bedroom.furniture'],
  living_room: ['booking:checklist.suggested.living_room.sofa', 'booking:checklist.suggested.living_room.shelves', 'booking:checklist.suggested.living_room.windows'],
  common_areas: ['booking:checklist.suggested.common_areas.entrance', 'booking:checklist.suggested.common_areas.stairs', 'booking:checklist.suggested.common_areas.handles'],
  outdoor: ['booking:checklist.suggested.outdoor.balcony', 'booking:checklist.suggested.outdoor.patio', 'booking:checklist.suggested.outdoor.garage'],
  other: ['booking:checklist.suggested.other.laundry', 'booking:checklist.suggested.other.folding', 'booking:checklist.suggested.other.basement'],
  specific: ['booking:checklist.suggested.specific.baseboards', 'booking:checklist.suggested.specific.blinds', 'booking:checklist.suggested.specific.cabinets'],
} as const satisfies Record<ChecklistCategory, readonly Key[]>;

export const TASK_REFUSAL_KEYS = {
  empty: 'booking:checklist.refusals.empty',
  'too-long': 'booking:checklist.refusals.too-long',
  duplicate: 'booking:checklist.refusals.duplicate',
  'too-many': 'booking:checklist.refusals.too-many',
} as const satisfies Record<AddTaskRefusal, Key>;
