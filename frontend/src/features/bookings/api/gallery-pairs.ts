import type { GalleryRoom } from '@weklean/domain';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** A cleaner's before/after pairs in the public gallery (docs/api/gallery.md), as the BFF types them. */
type PairsRoute = Api['cleaners']['me']['gallery-pairs'];
export type OwnGalleryPairs = Answer<PairsRoute['$get']>;
export type OwnGalleryPair = OwnGalleryPairs['pairs'][number];
/** The 201 of the POST: the listed pair without its date (the route's early 400 keeps Hono from typing its answer). */
export type PublishedPair = Omit<OwnGalleryPair, 'publishedAt'>;
export type PublishRequest = { bookingId: string; beforePhotoId: string; afterPhotoId: string; room: GalleryRoom };

const pairsRoute = client.cleaners.me['gallery-pairs'];
export const GALLERY_PAIRS_URL = pairsRoute.$path();
export const bookingGalleryPairsUrl = (bookingId: string) => pairsRoute.$path({ query: { bookingId } });

/** How often the list is read again while the gallery read model has not caught up with a publication or withdrawal. */
const SETTLING_INTERVAL_MS = 1_000;

/**
 * One booking's published pairs (`GET ?bookingId=`), with publishing (`POST`) and withdrawing (`DELETE /:pairId`).
 * The list comes from a read model that follows the commands within about a second: what this page has just
 * published or withdrawn is shown at once, and the list is read again until the server's agrees.
 */
export function useBookingGalleryPairs(bookingId: string, enabled: boolean) {
  const [published, setPublished] = useState<OwnGalleryPair[]>([]);
  const [withdrawn, setWithdrawn] = useState<string[]>([]);
  const settled = useCallback(
    (data: OwnGalleryPairs | undefined) =>
      data === undefined ||
      (published.every((pair) => data.pairs.some((listed) => listed.pairId === pair.pairId)) &&
        data.pairs.every((listed) => !withdrawn.includes(listed.pairId))),
    [published, withdrawn],
  );
  const swr = useSWR(enabled ? bookingGalleryPairsUrl(bookingId) : null, () => ok(pairsRoute.$get({ query: { bookingId } }, { init: { cache: 'no-store' } })), {
    refreshInterval: (data) => (settled(data) ? 0 : SETTLING_INTERVAL_MS),
  });

  const pairs = useMemo(() => {
    if (swr.data === undefined) return undefined;
    const listed = swr.data.pairs;
    const pending = published.filter((pair) => !listed.some((shown) => shown.pairId === pair.pairId));
    return [...pending, ...listed].filter((pair) => !withdrawn.includes(pair.pairId));
  }, [swr.data, published, withdrawn]);

  /** Publishes; the answer's pair is shown (with the photos the page already reads) until the list holds it. */
  const publish = async (request: PublishRequest, shownAs: Pick<OwnGalleryPair, 'before' | 'after'>) => {
    // The route's early `parseWith` 400 leaves its output untyped (PublishedPair above).
    const created = await ok(pairsRoute.$post({ json: request }));
    setPublished((current) => [{ ...created, ...shownAs, publishedAt: new Date().toISOString() }, ...current]);
    return created;
  };

  const withdraw = async (pairId: string) => {
    try {
      await ok(pairsRoute[':pairId'].$delete({ param: pathParams({ pairId }) }));
      setWithdrawn((current) => [...current, pairId]);
    } catch (error) {
      // Most likely withdrawn already (another tab): the list as the server has it.
      void swr.mutate();
      throw error;
    }
  };

  return { pairs, error: swr.error as unknown, isLoading: swr.isLoading, retry: () => void swr.mutate(), publish, withdraw };
}
