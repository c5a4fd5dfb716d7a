import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import type { HomePageParts } from './parts';

/**
 * The recommended and the popular cleaners, everywhere (the hero's field is the one search by city). Popular leaves
 * out whoever the recommended row already shows, so the two rows never repeat each other.
 */
export function FeaturedSections({ parts }: { parts: HomePageParts }) {
  const { t } = useTranslation('home');
  const session = useSession();
  const { RecommendedCleaners, PopularCleaners } = parts;
  const personal = session.status === 'signed-in' && session.user.role === 'client';
  const allCleaners = paths.cleaners.href();

  return (
    <div className="home-featured">
      <section className="home-section" aria-labelledby="home-recommended-title">
        <div className="home-section-head">
          <h2 id="home-recommended-title" className="wk-title home-section-title">
            {personal ? t('home:featured.recommendedForYou') : t('home:featured.recommended')}
          </h2>
          <Link to={allCleaners}>{t('home:featured.seeAll')}</Link>
        </div>
        <RecommendedCleaners labelledBy="home-recommended-title" />
      </section>
      <section className="home-section" aria-labelledby="home-popular-title">
        <div className="home-section-head">
          <h2 id="home-popular-title" className="wk-title home-section-title">
            {t('home:featured.popular')}
          </h2>
          <Link to={allCleaners}>{t('home:featured.seeAll')}</Link>
        </div>
        <PopularCleaners labelledBy="home-popular-title" />
      </section>
    </div>
  );
}
