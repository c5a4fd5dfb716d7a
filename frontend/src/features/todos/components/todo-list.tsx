import type { NewTodo, TodoChanges } from '@weklean/domain';
import { Alert, Button, Card, Empty, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useTodoActions, useTodos } from '../api/todos';
import { TodoForm } from './todo-form';
import { TodoItem } from './todo-item';
import { TODO_SORTS, sortTodos, type TodoSort } from './todo-order';
import { SORT_KEYS } from './vocabulary';
import './todos.css';

/**
 * The signed-in person's to-do list (SPEC sections 2 and 3): add, edit, tick off and delete, sorted by due date or by
 * priority. Self-contained, for the app to place in the profile area.
 */
export function TodoList() {
  const { t } = useTranslation(['todos', 'common']);
  const toast = useToast();
  const { data: todos, error, isLoading, mutate } = useTodos();
  const actions = useTodoActions();
  const [sort, setSort] = useState<TodoSort>('dueDate');
  const [editing, setEditing] = useState<string | null>(null);
  /** The to-do being saved (`new` while adding): its controls wait. */
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setBusy(key);
    try {
      await action();
      return true;
    } catch (failed) {
      toast.failure(failed, t(failure));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const add = (todo: NewTodo) => run('new', () => actions.add(todo), 'todos:toast.addFailed');
  const change = (id: string, changes: TodoChanges) => run(id, () => actions.change(id, changes), 'todos:toast.saveFailed');
  const save = async (id: string, todo: NewTodo) => {
    const saved = await change(id, todo);
    if (saved) setEditing(null);
    return saved;
  };
  const remove = async (id: string, title: string) => {
    if (await run(id, () => actions.remove(id), 'todos:toast.deleteFailed')) toast.success(t('todos:toast.deleted', { title }));
  };

  return (
    <Card className="todo-card" title={<h2 className="todo-card-title">{t('todos:title')}</h2>}>
      <TodoForm busy={busy === 'new'} onSubmit={add} />
      {isLoading && todos === undefined ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {error !== undefined && todos === undefined ? (
        <Alert
          type="error"
          showIcon
          title={t('todos:loadFailed')}
          action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      {todos !== undefined && todos.length === 0 ? <Empty description={t('todos:empty')} /> : null}
      {todos !== undefined && todos.length > 0 ? (
        <>
          <div className="todo-sort">
            <span id="todo-sort-label">{t('todos:sort.label')}</span>
            <Radio.Group
              aria-labelledby="todo-sort-label"
              optionType="button"
              size="small"
              value={sort}
              onChange={(event) => setSort(event.target.value as TodoSort)}
              options={TODO_SORTS.map((value) => ({ value, label: t(SORT_KEYS[value]) }))}
            />
          </div>
          <ul className="todo-items" aria-label={t('todos:listLabel')}>
            {sortTodos(todos, sort).map((todo) => (
              <TodoItem
                key={todo.id}
                todo={todo}
                editing={editing === todo.id}
                busy={busy === todo.id}
                onToggle={(completed) => void change(todo.id, { completed })}
                onEdit={() => setEditing(todo.id)}
                onCancelEdit={() => setEditing(null)}
                onSave={(changes) => save(todo.id, changes)}
                onDelete={() => void remove(todo.id, todo.title)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
