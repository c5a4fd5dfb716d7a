import { CHECKLIST_CATEGORIES, type ChecklistCategory } from '@weklean/domain';
import type { ChecklistTask } from '../api/booking-types';

/** A task as the server sends it, or with a category this version of the screen does not know (null). */
type AnyTask = Omit<ChecklistTask, 'category'> & { category: ChecklistCategory | null };

export type ChecklistGroup<T extends AnyTask = ChecklistTask> = { category: ChecklistCategory; tasks: T[]; done: number };

/**
 * The checklist by room, rooms in the vocabulary's order and tasks in the client's order within each; a task of a
 * category this screen does not know goes under "other". Empty rooms are left out.
 */
export function groupChecklist<T extends AnyTask>(tasks: readonly T[]): ChecklistGroup<T>[] {
  return CHECKLIST_CATEGORIES.flatMap((category) => {
    const inGroup = tasks.filter((task) => (task.category ?? 'other') === category);
    return inGroup.length === 0 ? [] : [{ category, tasks: inGroup, done: inGroup.filter((task) => task.done).length }];
  });
}

export function checklistProgress(tasks: readonly AnyTask[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length };
}
