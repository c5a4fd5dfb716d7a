import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvidenceFile } from '../api/admin-disputes';
import { DecisionForm } from '../components/decision-form';
import { DisputeSummary } from '../components/dispute-summary';
import { BookingSection, ConversationSection, PastDisputesSection, PaymentsSection, ReviewsSection, TimelineSection } from '../components/evidence-sections';
import '../components/disputes.css';

/** `/admin/disputes/:disputeId`: the evidence file, assembled from the log, and the decision (admins only). */
export default function AdminDisputePage() {
  const { disputeId } = useParams();
  const { t } = useTranslation(['disputes', 'common']);
  const { data, error, isLoading, mutate } = useEvidenceFile(disputeId);
  useDocumentTitle(data === undefined ? t('disputes:evidence.title') : t('disputes:evidence.titleWith', { client: data.booking.client.name, cleaner: data.booking.cleaner.name }));

  const back = (
    <Link to={paths.adminDisputes.href()} className="booking-back">
      {t('disputes:evidence.back')}
    </Link>
  );
  if (data === undefined && isLoading) {
    return (
      <div className="admin-dispute-page">
        {back}
        <Typography.Title level={1}>{t('disputes:evidence.title')}</Typography.Title>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (data === undefined) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="admin-dispute-page">
        {back}
        <Typography.Title level={1}>{t('disputes:evidence.title')}</Typography.Title>
        <Alert
          type={missing ? 'warning' : 'error'}
          showIcon
          title={missing ? t('disputes:evidence.notFound') : t('disputes:evidence.loadFailed')}
          action={missing ? undefined : <Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
        />
      </div>
    );
  }

  const { dispute, booking } = data;
  return (
    <div className="admin-dispute-page">
      {back}
      <Typography.Title level={1}>{t('disputes:evidence.titleWith', { client: booking.client.name, cleaner: booking.cleaner.name })}</Typography.Title>
      <div className="admin-dispute-columns">
        <div className="admin-dispute-column">
          <Card title={<h2 className="admin-card-title dispute-card-title">{t('disputes:evidence.dispute')}</h2>}>
            <DisputeSummary dispute={dispute} now={Date.now()} />
          </Card>
          <TimelineSection timeline={data.timeline} />
          <ConversationSection conversation={data.conversation} />
          <ReviewsSection reviews={data.reviews} booking={booking} />
          <PastDisputesSection past={data.pastDisputes} booking={booking} />
        </div>
        <div className="admin-dispute-column">
          <Card title={<h2 className="admin-card-title dispute-card-title">{t('disputes:decide.title')}</h2>}>
            {dispute.decision === null ? (
              <DecisionForm disputeId={dispute.id} refundableCents={data.payments.refundableCents} />
            ) : (
              <Typography.Paragraph type="secondary">{t('disputes:decide.alreadyDecided')}</Typography.Paragraph>
            )}
          </Card>
          <BookingSection booking={booking} />
          <PaymentsSection payments={data.payments} />
        </div>
      </div>
    </div>
  );
}
