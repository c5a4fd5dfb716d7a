import { BOOKING_LIMITS, CHECKLIST_CATEGORIES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { addTask, addTaskRefusal, groupChecklist, removeTask, type ChecklistItem } from './checklist';

const items: ChecklistItem[] = [
  { category: 'kitchen', task: 'Nettoyer le four' },
  { category: 'general', task: 'Passer l’aspirateur' },
  { category: 'kitchen', task: 'Vider le frigo' },
];

describe('groupChecklist', () => {
  it('lists every category in the domain order with its tasks in the order they were added', () => {
    const groups = groupChecklist(items);
    expect(groups.map((group) => group.category)).toEqual([...CHECKLIST_CATEGORIES]);
    expect(groups[0]).toEqual({ category: 'general', tasks: ['Passer l’aspirateur'] });
    expect(groups[1]).toEqual({ category: 'kitchen', tasks: ['Nettoyer le four', 'Vider le frigo'] });
    expect(groups[2]).toEqual({ category: 'bathroom', tasks: [] });
  });
});

describe('addTask', () => {
  it('adds the trimmed task at the end', () => {
    expect(addTask(items, 'bathroom', '  Laver la douche ')).toEqual([...items, { category: 'bathroom', task: 'Laver la douche' }]);
  });

  it('refuses a blank task, a task already in the category whatever its case, and one too long', () => {
    expect(addTaskRefusal(items, 'kitchen', '   ')).toBe('empty');
    expect(addTaskRefusal(items, 'kitchen', 'nettoyer LE four')).toBe('duplicate');
    expect(addTaskRefusal(items, 'kitchen', 'x'.repeat(BOOKING_LIMITS.checklistTaskMax + 1))).toBe('too-long');
    expect(addTask(items, 'kitchen', 'nettoyer le four')).toEqual(items);
  });

  it('allows the same task in another category', () => {
    expect(addTaskRefusal(items, 'bathroom', 'Nettoyer le four')).toBeNull();
  });

  it('stops at the most tasks a booking takes', () => {
    const full = Array.from({ length: BOOKING_LIMITS.checklistTasksMax }, (_, index) => ({ category: 'other' as const, task: `T${index}` }));
    expect(addTaskRefusal(full, 'general', 'One more')).toBe('too-many');
  });
});

describe('removeTask', () => {
  it('removes only that task of that category', () => {
    expect(removeTask(items, 'kitchen', 'Nettoyer le four')).toEqual([items[1], items[2]]);
  });
});
