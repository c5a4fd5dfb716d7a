/** A newest-first list of the API, read in pages of 20: `?before=<nextCursor>` gives the page after. */
export type CursorPage<Item> = { items: Item[]; nextCursor: string | null };

/**
 * The first `pages` pages as one, each asked for with the `nextCursor` of the page just read: when a message is sent
 * meanwhile, every page shifts with it, so none is skipped or shown twice (as pages kept from an earlier read would).
 */
export async function fetchNewestPages<Page extends CursorPage<unknown>>(get: (url: string) => Promise<Page>, url: string, pages: number): Promise<Page> {
  const first = await get(url);
  const items = [...first.items];
  let nextCursor = first.nextCursor;
  for (let read = 1; read < pages && nextCursor !== null; read += 1) {
    const page = await get(`${url}?before=${encodeURIComponent(nextCursor)}`);
    items.push(...page.items);
    nextCursor = page.nextCursor;
  }
  return { ...first, items, nextCursor };
}
