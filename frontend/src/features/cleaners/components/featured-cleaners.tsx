import { useTranslation } from 'react-i18next';
import { usePopularCleaners } from '../api/get-popular-cleaners';
import { FEATURED_LIMIT, useRecommendedCleaners } from '../api/get-recommended-cleaners';
import type { CleanerCard } from '../api/cleaner-types';
import { CleanerCollection } from './cleaner-collection';
import { popularBesides } from './featured-rows';

/** Handed to the home page by the app (features do not import each other): the id of the row's heading. */
export type FeaturedCleanersProps = { labelledBy: string };

type Row = { data: CleanerCard[] | undefined; error: unknown; isLoading: boolean; retry: () => void };

function FeaturedRow({ row, labelledBy }: { row: Row; labelledBy: string }) {
  const { t } = useTranslation('cleaners');
  return (
    <CleanerCollection
      cleaners={row.data}
      isLoading={row.isLoading}
      error={row.error}
      onRetry={row.retry}
      emptyText={t('cleaners:featured.empty')}
      layout="row"
      placeholders={Math.min(4, FEATURED_LIMIT)}
      labelledBy={labelledBy}
    />
  );
}

/** `GET /api/cleaners/recommended`: personalised for a signed-in client. */
export function RecommendedCleaners({ labelledBy }: FeaturedCleanersProps) {
  const answer = useRecommendedCleaners(null);
  return <FeaturedRow row={{ ...answer, retry: () => void answer.mutate() }} labelledBy={labelledBy} />;
}

/** `GET /api/cleaners/popular`, without those the recommended row shows (the same request, shared by SWR). */
export function PopularCleaners({ labelledBy }: FeaturedCleanersProps) {
  const popular = usePopularCleaners(null);
  const recommended = useRecommendedCleaners(null);
  const besides = popular.data === undefined ? undefined : popularBesides(popular.data, { data: recommended.data, failed: recommended.error !== undefined }, FEATURED_LIMIT);
  const row: Row = {
    data: besides ?? undefined,
    error: popular.error,
    isLoading: popular.error === undefined && (popular.data === undefined || besides === null),
    retry: () => void popular.mutate(),
  };
  return <FeaturedRow row={row} labelledBy={labelledBy} />;
}
