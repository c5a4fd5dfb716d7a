import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBookingCleaner } from '../api/get-cleaner';
import { BookingForm } from '../components/booking-form';
import { CleanerSummary } from '../components/cleaner-summary';
import '../components/booking.css';

/** `/book/:cleanerSlug`: a client asks a cleaner for a visit (signed-in route; only clients get the form). */
export default function BookPage() {
  const { cleanerSlug } = useParams();
  const { t } = useTranslation(['booking', 'common']);
  const session = useSession();
  const { data: cleaner, error, isLoading, mutate } = useBookingCleaner(cleanerSlug);
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(cleaner === undefined ? t('booking:page.titleFallback') : t('booking:page.title', { name: cleaner.name }));

  if (isLoading) {
    return (
      <div className="booking-page" aria-busy="true">
        <Skeleton active avatar={{ size: 72 }} paragraph={{ rows: 10 }} />
      </div>
    );
  }

  if (notFound) {
    return (
      <Result
        status="404"
        title={<h1 className="booking-result-title">{t('booking:page.notFoundTitle')}</h1>}
        subTitle={t('booking:page.notFound')}
        extra={<Link to={paths.cleaners.href()}>{t('booking:page.browse')}</Link>}
      />
    );
  }

  if (error !== undefined || cleaner === undefined) {
    return (
      <Result
        status="error"
        title={<h1 className="booking-result-title">{t('booking:page.loadFailed')}</h1>}
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const isClient = session.status === 'signed-in' && session.user.role === 'client';
  return (
    <div className="booking-page">
      <CleanerSummary cleaner={cleaner} />
      {isClient ? (
        <BookingForm cleaner={cleaner} />
      ) : (
        <Result
          status="info"
          title={<h2 className="booking-result-title">{t('booking:page.clientsOnly')}</h2>}
          subTitle={t('booking:page.clientsOnlyDetail')}
          extra={<Link to={paths.cleanerProfile.href({ slug: cleaner.slug })}>{t('booking:page.backToProfile')}</Link>}
        />
      )}
    </div>
  );
}
