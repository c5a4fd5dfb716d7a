import { describe, expect, it } from 'vitest';
import { fetchNewestPages, type CursorPage } from './newest-pages';

// Messages 1 to 5, the newest first, two a page; a cursor is the last item's number.
const server = (newest: number) => {
  const asked: (string | null)[] = [];
  const get = async (cursor: string | null): Promise<CursorPage<number>> => {
    asked.push(cursor);
    const before = Number(cursor ?? Infinity);
    const older = Array.from({ length: newest }, (_, index) => newest - index).filter((item) => item < before);
    const items = older.slice(0, 2);
    return { items, nextCursor: older.length > 2 ? String(items[items.length - 1]) : null };
  };
  return { get, asked };
};

describe('the first pages of a newest-first list', () => {
  it('reads each page after the one before, and gives the cursor of the next', async () => {
    const { get, asked } = server(5);
    expect(await fetchNewestPages(get, 2)).toEqual({ items: [5, 4, 3, 2], nextCursor: '2' });
    expect(asked).toEqual([null, '4']);
  });

  it('stops at the end of the list', async () => {
    const { get, asked } = server(3);
    expect(await fetchNewestPages(get, 5)).toEqual({ items: [3, 2, 1], nextCursor: null });
    expect(asked).toHaveLength(2);
  });

  it('keeps the other figures of the first page', async () => {
    const get = async () => ({ items: ['a'], nextCursor: null, unread: 3 });
    expect(await fetchNewestPages(get, 1)).toEqual({ items: ['a'], nextCursor: null, unread: 3 });
  });
});
