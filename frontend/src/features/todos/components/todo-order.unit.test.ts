import type { Todo } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { sortTodos } from './todo-order';

const todo = (title: string, fields: Partial<Todo>): Todo => ({
  id: title,
  title,
  priority: 'medium',
  dueDate: null,
  completed: false,
  createdAt: '2026-05-01T12:00:00.000Z',
  completedAt: null,
  ...fields,
});

const list = [
  todo('vitres', { dueDate: '2026-05-20', priority: 'low', createdAt: '2026-05-03T12:00:00.000Z' }),
  todo('clé', { dueDate: '2026-05-08', priority: 'high', createdAt: '2026-05-01T12:00:00.000Z' }),
  todo('sacs', { priority: 'high', createdAt: '2026-05-04T12:00:00.000Z' }),
  todo('four', { dueDate: '2026-05-08', priority: 'low', createdAt: '2026-05-02T12:00:00.000Z' }),
  todo('fait', { dueDate: '2026-05-01', priority: 'high', completed: true, createdAt: '2026-05-05T12:00:00.000Z' }),
];
const titles = (todos: Todo[]) => todos.map((item) => item.title);

describe('the order of the to-do list', () => {
  it('puts the soonest due first, undated ones after, a higher priority first on the same day, done ones last', () => {
    expect(titles(sortTodos(list, 'dueDate'))).toEqual(['clé', 'four', 'vitres', 'sacs', 'fait']);
  });

  it('puts the highest priority first, the soonest due first within one priority', () => {
    expect(titles(sortTodos(list, 'priority'))).toEqual(['clé', 'sacs', 'four', 'vitres', 'fait']);
  });

  it('puts the newest first when sorted by creation', () => {
    expect(titles(sortTodos(list, 'created'))).toEqual(['sacs', 'vitres', 'four', 'clé', 'fait']);
  });

  it('leaves the given list as it was', () => {
    const copy = [...list];
    sortTodos(list, 'priority');
    expect(list).toEqual(copy);
  });
});
