import { Button, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCleaner } from '../api/get-cleaner';
import { AvailabilityDays } from '../components/availability-days';
import { FeedbackControls } from '../components/feedback-controls';
import { ProfileAbout, ProfileCities, ProfileFacts, ProfilePrices } from '../components/profile-details';
import { ProfileGallery } from '../components/profile-gallery';
import { ProfileHeader } from '../components/profile-header';
import { ProfileReviews } from '../components/profile-reviews';
import '../components/cleaners.css';

/** `/cleaners/:slug`: a cleaner's public profile. */
export default function CleanerProfilePage() {
  const { slug } = useParams();
  const { t } = useTranslation(['cleaners', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const { data: cleaner, error, isLoading, mutate } = useCleaner(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(notFound ? t('common:notFound.title') : (cleaner?.name ?? t('cleaners:profile.title')));

  if (isLoading) {
    return (
      <div className="cleaner-profile" aria-busy="true">
        <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 8 }} />
      </div>
    );
  }

  if (notFound) {
    return (
      <Result
        status="404"
        title={
          <Typography.Title level={1} className="not-found-title">
            {t('common:notFound.title')}
          </Typography.Title>
        }
        subTitle={t('cleaners:profile.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.cleaners.href())}>
            {t('cleaners:profile.browse')}
          </Button>
        }
      />
    );
  }

  if (error !== undefined || cleaner === undefined) {
    return (
      <Result
        status="error"
        title={t('cleaners:profile.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const isClient = session.status === 'signed-in' && session.user.role === 'client';
  const actions = (
    <>
      <Button
        type="primary"
        size="large"
        onClick={() => void navigate(paths.book.href({ cleanerSlug: cleaner.slug }))}
      >
        {t('cleaners:profile.book', { name: cleaner.name })}
      </Button>
      {isClient ? <FeedbackControls slug={cleaner.slug} name={cleaner.name} /> : null}
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
