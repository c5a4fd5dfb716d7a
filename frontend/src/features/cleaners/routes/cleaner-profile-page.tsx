import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCleaner } from '../api/get-cleaner';
import { AvailabilityDays } from '../components/availability-days';
import { ProfileAbout, ProfileCities, ProfileFacts, ProfilePrices } from '../components/profile-details';
import { ProfileGallery } from '../components/profile-gallery';
import { ProfileHeader } from '../components/profile-header';
import { ProfileReviews } from '../components/profile-reviews';
import '../../../lib/ui/ui.css';
import '../components/cleaners.css';

// A signed-in client's feedback (antd's dialog): loaded only for them, never on the page the server draws for a visitor.
const FeedbackControls = lazy(() => import('../components/feedback-controls').then((module) => ({ default: module.FeedbackControls })));

/** `/cleaners/:slug`: a cleaner's public profile. */
export default function CleanerProfilePage() {
  const { slug } = useParams();
  const { t } = useTranslation(['cleaners', 'common']);
  const session = useSession();
  const { data: cleaner, error, isLoading, mutate } = useCleaner(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(notFound ? t('common:notFound.title') : (cleaner?.name ?? t('cleaners:profile.title')));

  if (isLoading) {
    return (
      <div className="cleaner-profile" aria-busy="true">
        <span className="visually-hidden">{t('common:loading')}</span>
        <div className="wk-card profile-placeholder" aria-hidden="true">
          <span className="wk-skeleton wk-skeleton-round" />
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} className="wk-skeleton" />
          ))}
        </div>
      </div>
    );
  }

  if (notFound) {
    return (
      <div className="profile-result">
        <h1 className="wk-title not-found-title">{t('common:notFound.title')}</h1>
        <p className="wk-paragraph wk-secondary">{t('cleaners:profile.notFound')}</p>
        <Link className="wk-btn wk-btn-primary" to={paths.cleaners.href()}>
          {t('cleaners:profile.browse')}
        </Link>
      </div>
    );
  }

  if (error !== undefined || cleaner === undefined) {
    return (
      <div className="profile-result" role="alert">
        <h1 className="wk-title">{t('cleaners:profile.loadFailed')}</h1>
        <button type="button" className="wk-btn wk-btn-primary" onClick={() => void mutate()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }

  const isClient = session.status === 'signed-in' && session.user.role === 'client';
  const actions = (
    <>
      {/* A link, not a button: the page is drawn by the server, and a link works before the app's code has loaded. */}
      <Link className="wk-btn wk-btn-primary wk-btn-lg" to={paths.book.href({ cleanerSlug: cleaner.slug })}>
        {t('cleaners:profile.book', { name: cleaner.name })}
      </Link>
      {isClient ? (
        <Suspense fallback={null}>
          <FeedbackControls slug={cleaner.slug} name={cleaner.name} />
        </Suspense>
      ) : null}
    </>
  );

  return (
    <div className="cleaner-profile">
      <ProfileHeader cleaner={cleaner} actions={actions} />
      <div className="profile-columns">
        <div className="profile-main">
          <ProfileAbout cleaner={cleaner} />
          <AvailabilityDays availability={cleaner.availability} />
          <ProfileGallery title={t('cleaners:profile.gallery')} photos={cleaner.gallery} name={cleaner.name} />
          <ProfileGallery title={t('cleaners:profile.portfolio')} photos={cleaner.portfolio} name={cleaner.name} />
          <ProfileReviews slug={cleaner.slug} />
        </div>
        <div className="profile-side">
          <ProfilePrices cleaner={cleaner} />
          <ProfileFacts cleaner={cleaner} />
          <ProfileCities cleaner={cleaner} />
        </div>
      </div>
    </div>
  );
}
