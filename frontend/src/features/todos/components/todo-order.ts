import { TODO_PRIORITIES, type Todo } from '@weklean/domain';

export const TODO_SORTS = ['dueDate', 'priority', 'created'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];

const rank = (todo: Todo) => TODO_PRIORITIES.indexOf(todo.priority);
const byCreated = (a: Todo, b: Todo) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
/** Soonest first; a to-do without a date after every dated one. */
const byDueDate = (a: Todo, b: Todo) => {
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  return a.dueDate.localeCompare(b.dueDate);
};
const byPriority = (a: Todo, b: Todo) => rank(b) - rank(a);

/**
 * The list in the chosen order, what is left to do before what is done. Ties fall back on the other key (due date
 * under a priority, priority under a due date), then on the newest.
 */
export function sortTodos(todos: readonly Todo[], sort: TodoSort): Todo[] {
  const primary = sort === 'dueDate' ? [byDueDate, byPriority] : sort === 'priority' ? [byPriority, byDueDate] : [];
  return [...todos].sort((a, b) => {
    if (a.completed !== b.completed) return a.completed ? 1 : -1;
    for (const compare of primary) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return byCreated(a, b);
  });
}
