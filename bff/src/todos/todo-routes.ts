import { Hono } from 'hono';
import { NewTodoSchema, TodoChangesSchema } from '@weklean/domain';
import type postgres from 'postgres';
import { noStore } from '../http/no-store';
import { wellFormedOr404 } from '../http/params';
import { notFound } from '../http/refusal';
import { requireRole, type RoleEnv } from '../http/require-role';
import { jsonBody } from '../http/validation';
import { createTodoRepository } from './todo-repository';

export type TodoRouteDeps = { sql: postgres.Sql; clock: () => Date };

/** `/api/todos`: a signed-in person's own to-do list (docs/api/todos.md). Someone else's to-do is simply not found. */
export const todoRoutes = (deps: TodoRouteDeps) => {
  const todos = createTodoRepository(deps.sql);
  return new Hono<RoleEnv<'client' | 'cleaner' | 'admin' | null>>()
    .use('*', noStore)
    // Who may ask comes before what is asked: signed out is 401 even for a malformed body.
    .use('*', requireRole())
    .get('/', async (c) => c.json({ items: await todos.list(c.get('user').id) }, 200))
    .post('/', jsonBody(NewTodoSchema), async (c) => c.json(await todos.create(c.get('user').id, c.req.valid('json'), deps.clock()), 201))
    .patch('/:id', jsonBody(TodoChangesSchema), async (c) => {
      const id = wellFormedOr404(c.req.param('id'), 'uuid');
      const updated = await todos.update(c.get('user').id, id, c.req.valid('json'), deps.clock());
      if (!updated) throw notFound();
      return c.json(updated, 200);
    })
    .delete('/:id', async (c) => {
      const id = wellFormedOr404(c.req.param('id'), 'uuid');
      if (!(await todos.remove(c.get('user').id, id))) throw notFound();
      return c.json({ id }, 200);
    });
};
