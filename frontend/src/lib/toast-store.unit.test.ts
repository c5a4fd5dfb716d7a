import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, createToastStore, reduceToasts, type ToastEntry } from './toast-store';

const entry = (id: string, open = true): ToastEntry => ({ id, title: id, variant: 'default', tone: 'success', open });

describe('toasts (SPEC section 4: one at a time, removed 5 s after dismissal)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps one toast at a time: a newer one takes the place of the one shown', () => {
    expect(reduceToasts([entry('a')], { type: 'add', toast: entry('b') })).toEqual([entry('b')]);
    const store = createToastStore();
    store.show({ title: 'Profil mis à jour', tone: 'success' });
    store.show({ title: 'Erreur', description: 'Échec de la mise à jour du profil', tone: 'error' });
    expect(store.snapshot()).toEqual([
      { id: 'toast-2', title: 'Erreur', description: 'Échec de la mise à jour du profil', variant: 'destructive', tone: 'error', open: true },
    ]);
  });

  it('does not close a toast by itself, however long it stays', () => {
    const store = createToastStore();
    store.show({ title: 'Enregistré', tone: 'success' });
    vi.advanceTimersByTime(60 * 60_000);
    expect(store.snapshot().map((toast) => toast.open)).toEqual([true]);
  });

  it('closes a dismissed toast at once and removes it 5 s later', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Enregistré', tone: 'success' });
    store.dismiss(id);
    expect(store.snapshot()).toEqual([{ id, title: 'Enregistré', variant: 'default', tone: 'success', open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toEqual([]);
  });

  it('does not restart the 5 s when a toast is dismissed twice, and ignores an unknown toast', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Enregistré', tone: 'success' });
    store.dismiss(id);
    vi.advanceTimersByTime(3_000);
    store.dismiss(id);
    store.dismiss('toast-404');
    vi.advanceTimersByTime(2_000);
    expect(store.snapshot()).toEqual([]);
  });

  it('keeps a newer toast shown when the one it replaced was dismissed just before', () => {
    const store = createToastStore();
    store.dismiss(store.show({ title: 'Premier', tone: 'success' }));
    store.show({ title: 'Second', tone: 'warning' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.snapshot().map(({ title, open }) => ({ title, open }))).toEqual([{ title: 'Second', open: true }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells its listeners of every change and keeps the same snapshot in between', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: 'Enregistré', tone: 'success' });
    const shown = store.snapshot();
    expect(store.snapshot()).toBe(shown);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.show({ title: 'Autre', tone: 'success' });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
