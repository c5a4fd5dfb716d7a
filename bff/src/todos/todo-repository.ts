import { randomUUID } from 'node:crypto';
import type { NewTodo, Todo, TodoChanges, TodoPriority } from '@weklean/domain';
import type postgres from 'postgres';

type TodoRow = {
  id: string;
  title: string;
  priority: TodoPriority;
  /** Read as text: a `date` read as a Date would move with the server's time zone. */
  due_date: string | null;
  completed: boolean;
  completed_at: Date | null;
  created_at: Date;
};

const toTodo = (row: TodoRow): Todo => ({
  id: row.id,
  title: row.title,
  priority: row.priority,
  dueDate: row.due_date,
  completed: row.completed,
  createdAt: row.created_at.toISOString(),
  completedAt: row.completed_at?.toISOString() ?? null,
});

/** The `todos` table. Every read and write names the owner: another person's to-do does not exist for them. */
export function createTodoRepository(sql: postgres.Sql) {
  /** Every column the answers read, the date as 'YYYY-MM-DD'. */
  const columns = () => sql`id, title, priority, to_char(due_date, 'YYYY-MM-DD') as due_date, completed, completed_at, created_at`;
  return {
    async list(userId: string): Promise<Todo[]> {
      const rows = await sql<TodoRow[]>`select ${columns()} from todos where user_id = ${userId} order by created_at desc, seq desc`;
      return rows.map(toTodo);
    },
    async create(userId: string, input: NewTodo, now: Date): Promise<Todo> {
      const row = { id: randomUUID(), user_id: userId, title: input.title, priority: input.priority, due_date: input.dueDate, created_at: now, updated_at: now };
      const [created] = await sql<TodoRow[]>`insert into todos ${sql(row)} returning ${columns()}`;
      if (!created) throw new Error('insert into todos returned no row');
      return toTodo(created);
    },
    /** Only the fields given change; completing stamps the moment, reopening clears it. Null when not theirs. */
    async update(userId: string, id: string, changes: TodoChanges, now: Date): Promise<Todo | null> {
      const set: Record<string, unknown> = { updated_at: now };
      if (changes.title !== undefined) set.title = changes.title;
      if (changes.priority !== undefined) set.priority = changes.priority;
      if (changes.dueDate !== undefined) set.due_date = changes.dueDate;
      const completed = changes.completed;
      const [row] = await sql<TodoRow[]>`
        update todos set ${sql(set)}
          ${completed === undefined ? sql`` : sql`, completed = ${completed}, completed_at = case when ${completed}::boolean then coalesce(completed_at, ${now}) else null end`}
        where id = ${id} and user_id = ${userId}
        returning ${columns()}`;
      return row ? toTodo(row) : null;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await sql`delete from todos where id = ${id} and user_id = ${userId} returning id`;
      return rows.length === 1;
    },
  };
}
