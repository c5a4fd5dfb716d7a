import { BOOKING_LIMITS, CHECKLIST_CATEGORIES, type ChecklistCategory } from '@weklean/domain';

/** A task as the API takes it. The form keeps the list in the order the client added the tasks. */
export type ChecklistItem = { category: ChecklistCategory; task: string };

/** The categories in the domain's order, each with its tasks (empty ones included: each has its own input). */
export function groupChecklist(items: readonly ChecklistItem[]): { category: ChecklistCategory; tasks: string[] }[] {
  return CHECKLIST_CATEGORIES.map((category) => ({
    category,
    tasks: items.filter((item) => item.category === category).map((item) => item.task),
  }));
}

const sameTask = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

export function hasTask(items: readonly ChecklistItem[], category: ChecklistCategory, task: string): boolean {
  return items.some((item) => item.category === category && sameTask(item.task, task.trim()));
}

export type AddTaskRefusal = 'empty' | 'too-long' | 'duplicate' | 'too-many';

/** Why a task cannot be added (blank, longer than the API takes, already there, list full), or null when it can. */
export function addTaskRefusal(items: readonly ChecklistItem[], category: ChecklistCategory, task: string): AddTaskRefusal | null {
  const trimmed = task.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > BOOKING_LIMITS.checklistTaskMax) return 'too-long';
  if (hasTask(items, category, trimmed)) return 'duplicate';
  if (items.length >= BOOKING_LIMITS.checklistTasksMax) return 'too-many';
  return null;
}

/** The list with the task added (trimmed) when it can be, else unchanged. */
export function addTask(items: readonly ChecklistItem[], category: ChecklistCategory, task: string): ChecklistItem[] {
  if (addTaskRefusal(items, category, task) !== null) return [...items];
  return [...items, { category, task: task.trim() }];
}

export function removeTask(items: readonly ChecklistItem[], category: ChecklistCategory, task: string): ChecklistItem[] {
  return items.filter((item) => !(item.category === category && item.task === task));
}
