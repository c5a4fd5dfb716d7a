import type { NewTodo, Todo, TodoChanges } from '@weklean/domain';
import useSWR, { useSWRConfig } from 'swr';
import { client, ok, pathParams } from '../../../lib/api';

export const TODOS_URL = client.todos.$path();

/** `GET /api/todos` → `{ items }`, the newest first (docs/api/todos.md); read again on every visit. */
export function useTodos() {
  return useSWR(TODOS_URL, async () => (await ok(client.todos.$get(undefined, { init: { cache: 'no-store' } }))).items, {
    revalidateOnMount: true,
  });
}

/** Add, change and delete, each putting the server's answer in the cached list (no second read). */
export function useTodoActions() {
  const { mutate } = useSWRConfig();
  const put = (change: (list: Todo[]) => Todo[]) => mutate<Todo[]>(TODOS_URL, (list = []) => change(list), { revalidate: false });
  return {
    add: async (todo: NewTodo): Promise<Todo> => {
      const created = await ok(client.todos.$post({ json: todo }));
      await put((list) => [created, ...list]);
      return created;
    },
    /** Shown at once (a ticked box ticks when clicked), then the server's answer; undone if it refuses. */
    change: async (id: string, changes: TodoChanges): Promise<Todo> => {
      let updated: Todo | undefined;
      await mutate<Todo[]>(
        TODOS_URL,
        async (list = []) => {
          const saved = await ok(client.todos[':id'].$patch({ param: pathParams({ id }), json: changes }));
          updated = saved;
          return list.map((item) => (item.id === id ? saved : item));
        },
        {
          optimisticData: (list = []) => list.map((item) => (item.id === id ? { ...item, ...changes } : item)),
          rollbackOnError: true,
          revalidate: false,
        },
      );
      if (updated === undefined) throw new Error('the to-do was not saved');
      return updated;
    },
    remove: async (id: string): Promise<void> => {
      await ok(client.todos[':id'].$delete({ param: pathParams({ id }) }));
      await put((list) => list.filter((item) => item.id !== id));
    },
  };
}
