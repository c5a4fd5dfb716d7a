import { describe, expect, it } from 'vitest';
import type { ChecklistCategory } from '@weklean/domain';
import type { ChecklistTask } from '../api/booking-types';
import { checklistProgress, groupChecklist } from './checklist';

const task = (id: string, category: ChecklistCategory | null, done = false): Omit<ChecklistTask, 'category'> & { category: ChecklistCategory | null } => ({
  id, category, task: `Task ${id}`, done, doneAt: done ? '2026-11-25T15:00:00.000Z' : null,
});

describe('the checklist by room', () => {
  it('groups tasks in the vocabulary’s room order, keeping the client’s order within a room', () => {
    const groups = groupChecklist([task('1', 'bathroom'), task('2', 'kitchen', true), task('3', 'bathroom', true), task('4', 'kitchen')]);
    expect(groups.map((group) => group.category)).toEqual(['kitchen', 'bathroom']);
    expect(groups[0]?.tasks.map((item) => item.id)).toEqual(['2', '4']);
    expect(groups[1]?.tasks.map((item) => item.id)).toEqual(['1', '3']);
  });

  it('counts what is done in each room and overall', () => {
    const tasks = [task('1', 'kitchen', true), task('2', 'kitchen'), task('3', 'outdoor', true)];
    expect(groupChecklist(tasks).map((group) => [group.category, group.done, group.tasks.length])).toEqual([
      ['kitchen', 1, 2],
      ['outdoor', 1, 1],
    ]);
    expect(checklistProgress(tasks)).toEqual({ done: 2, total: 3 });
  });

  it('puts a task of an unknown category under "other" rather than losing it', () => {
    expect(groupChecklist([task('1', null), task('2', 'other')])).toEqual([{ category: 'other', tasks: [task('1', null), task('2', 'other')], done: 0 }]);
  });

  it('has no groups for an empty checklist', () => {
    expect(groupChecklist([])).toEqual([]);
  });
});
