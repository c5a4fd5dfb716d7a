import { CHECKLIST_CATEGORIES, type ChecklistCategory } from '@weklean/domain';
import type { ChecklistTask } from '../api/parse-booking';

export type ChecklistGroup = { category: ChecklistCategory; tasks: ChecklistTask[]; done: number };

/**
 * The checklist by room, rooms in the vocabulary's order and tasks in the client's order within each; a task of a
 * category this screen does not know goes under "other". Empty rooms are left out.
 */
export function groupChecklist(tasks: readonly ChecklistTask[]): ChecklistGroup[] {
  return CHECKLIST_CATEGORIES.flatMap((category) => {
    const inGroup = tasks.filter((task) => (task.category ?? 'other') === category);
    return inGroup.length === 0 ? [] : [{ category, tasks: inGroup, done: inGroup.filter((task) => task.done).length }];
  });
}

export function checklistProgress(tasks: readonly ChecklistTask[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.done).length, total: tasks.length };
}
