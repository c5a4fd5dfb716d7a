import useSWRInfinite from 'swr/infinite';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** One page of the public gallery (docs/api/gallery.md). */
export type GalleryPage = Answer<Api['gallery']['$get']>;
export type GalleryPair = GalleryPage['pairs'][number];
export const GALLERY_FILTERS = ['all', 'kitchen', 'bathroom', 'living', 'office'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

export const isGalleryFilter = (value: string | null): value is GalleryFilter => GALLERY_FILTERS.some((room) => room === value);

const pageQuery = (room: GalleryFilter, page: number) => ({ query: { room, page: String(page) } });

/** The gallery's pages for one room filter, fetched one more at a time ("load more"). */
export function useGalleryPages(room: GalleryFilter) {
  return useSWRInfinite<GalleryPage>(
    (index, previous: GalleryPage | null) =>
      previous && previous.page * previous.pageSize >= previous.total ? null : ([client.gallery.$path(pageQuery(room, index + 1)), index + 1] as const),
    ([, page]: readonly [string, number]) => ok(client.gallery.$get(pageQuery(room, page))),
    { revalidateFirstPage: false },
  );
}
