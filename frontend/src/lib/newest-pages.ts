/** A newest-first list of the API, read in pages of 20: `?before=<nextCursor>` gives the page after. */
export type CursorPage<Item> = { items: Item[]; nextCursor: string | null };

/** The `?before=` of a page: none for the first, the cursor of the page just read for the next. */
export const beforeQuery = (before: string | null) => ({ query: before === null ? {} : { before } });

/**
 * The first `pages` pages as one, each asked for with the `nextCursor` of the page just read: when a message is sent
 * meanwhile, every page shifts with it, so none is skipped or shown twice (as pages kept from an earlier read would).
 * `get(before)` reads the page that follows `before` (null for the first).
 */
export async function fetchNewestPages<Page extends CursorPage<unknown>>(get: (before: string | null) => Promise<Page>, pages: number): Promise<Page> {
  const first = await get(null);
  const items = [...first.items];
  let nextCursor = first.nextCursor;
  for (let read = 1; read < pages && nextCursor !== null; read += 1) {
    const page = await get(nextCursor);
    items.push(...page.items);
    nextCursor = page.nextCursor;
  }
  return { ...first, items, nextCursor };
}
