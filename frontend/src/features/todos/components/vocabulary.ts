import type { TodoPriority } from '@weklean/domain';
import type { TodoSort } from './todo-order';

export const PRIORITY_KEYS = {
  low: 'todos:priority.low',
  medium: 'todos:priority.medium',
  high: 'todos:priority.high',
} as const satisfies Record<TodoPriority, string>;

export const PRIORITY_COLORS = { low: 'default', medium: 'blue', high: 'red' } as const satisfies Record<TodoPriority, string>;

export const SORT_KEYS = {
  dueDate: 'todos:sort.dueDate',
  priority: 'todos:sort.priority',
  created: 'todos:sort.created',
} as const satisfies Record<TodoSort, string>;
