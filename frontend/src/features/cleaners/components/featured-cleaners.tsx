import { useTranslation } from 'react-i18next';
import { usePopularCleaners } from '../api/get-popular-cleaners';
import { FEATURED_LIMIT, useRecommendedCleaners } from '../api/get-recommended-cleaners';
import type { CleanerCard } from '../api/cleaner-types';
import { CleanerCollection } from './cleaner-collection';

/** Handed to the home page by the app (features do not import each other). */
export type FeaturedCleanersProps = { cityId: string | null };

type Answer = { data: CleanerCard[] | undefined; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };

function FeaturedRow({ answer, cityId }: { answer: Answer; cityId: string | null }) {
  const { t } = useTranslation('cleaners');
  return (
    <CleanerCollection
      cleaners={answer.data}
      isLoading={answer.isLoading}
      error={answer.error}
      onRetry={() => void answer.mutate()}
      emptyText={cityId === null ? t('cleaners:featured.empty') : t('cleaners:featured.emptyInCity')}
      layout="row"
      placeholders={Math.min(4, FEATURED_LIMIT)}
    />
  );
}

/** `GET /api/cleaners/recommended`: personalised for a signed-in client. */
export function RecommendedCleaners({ cityId }: FeaturedCleanersProps) {
  return <FeaturedRow answer={useRecommendedCleaners(cityId)} cityId={cityId} />;
}

/** `GET /api/cleaners/popular`. */
export function PopularCleaners({ cityId }: FeaturedCleanersProps) {
  return <FeaturedRow answer={usePopularCleaners(cityId)} cityId={cityId} />;
}
