import * as v from 'valibot';
import { isIsoDate } from '../shared/dates';
import { line, object } from '../shared/schema';

/** A to-do's bounds (docs/api/todos.md), read by the schema and the form alike. */
export const TODO_LIMITS = { titleMax: 200 } as const;

/** From the least to the most pressing: sorting by priority reads this order backwards. */
export const TODO_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

/*
 * Messages are keys of the `api` catalogue the BFF already has (the bound of `tooLong` comes from the failed rule);
 * the form says the same in the `todos` namespace before anything is sent.
 */
const title = v.pipe(
  line('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(TODO_LIMITS.titleMax, 'validation.tooLong'),
);
const priority = v.picklist(TODO_PRIORITIES, 'validation.invalid');
/** A calendar day 'YYYY-MM-DD'; null or '' clears it. */
const dueDate = v.pipe(
  v.nullable(v.pipe(line('validation.date'), v.trim(), v.check((value) => value === '' || isIsoDate(value), 'validation.date'))),
  v.transform((value) => (value === '' ? null : value)),
);

/** The body of `POST /api/todos`. */
export const NewTodoSchema = object({
  title,
  priority: v.optional(priority, 'medium'),
  dueDate: v.optional(dueDate, null),
});

/** The body of `PATCH /api/todos/:id`: only the fields sent change. */
export const TodoChangesSchema = object({
  title: v.optional(title),
  priority: v.optional(priority),
  dueDate: v.optional(dueDate),
  completed: v.optional(v.boolean('validation.invalid')),
});

export type NewTodo = v.InferOutput<typeof NewTodoSchema>;
export type TodoChanges = v.InferOutput<typeof TodoChangesSchema>;

/** A to-do as the API answers it. */
export type Todo = {
  id: string;
  title: string;
  priority: TodoPriority;
  dueDate: string | null;
  completed: boolean;
  createdAt: string;
  completedAt: string | null;
};
