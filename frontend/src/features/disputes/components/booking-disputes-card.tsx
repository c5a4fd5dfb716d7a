import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatQuebecDateTime } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useBookingDisputes } from '../api/booking-disputes';
import { AnswerForm } from './answer-form';
import type { DisputeSide } from '@weklean/domain';
import { canAnswer, canReportProblem, reportDeadline, type DisputedBooking } from './dispute-rules';
import { DisputeSummary } from './dispute-summary';
import { ReportProblemModal } from './report-problem-modal';
import './disputes.css';

/** The current time, moved on every minute, so that a deadline passing while the page stays open hides its form. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The booking page's part about disputes (issue 35), for its client and its cleaner: "Report a problem" on a completed
 * booking within 7 days of the service, then the dispute itself, the other side's answer form, the admins' decision.
 * Nothing shows on a booking that has no dispute and can have none.
 */
export function BookingDisputesCard({ booking, viewer }: { booking: DisputedBooking; viewer: DisputeSide }) {
  const { t } = useTranslation(['disputes', 'common']);
  const language = useLanguage();
  const now = useMinute();
  const [reporting, setReporting] = useState(false);
  // Only a completed booking can have a dispute: nothing is asked for the others.
  const concerned = booking.status === 'completed';
  const { data, isLoading, mutate } = useBookingDisputes(booking.id, concerned);
  if (!concerned) return null;

  const heading = <h2 className="booking-card-heading">{t('disputes:card.title')}</h2>;
  // What is known shows at once; the skeleton only while nothing is.
  if (data === undefined && isLoading) {
    return (
      <Card title={heading} className="booking-section">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (data === undefined) {
    return (
      <Card title={heading} className="booking-section">
        <Alert
          type="error"
          showIcon
          title={t('disputes:card.loadFailed')}
          action={<Button onClick={() => void mutate()}>{t('common:actions.retry')}</Button>}
        />
      </Card>
    );
  }

  const disputes = data.disputes;
  const canReport = canReportProblem(booking, disputes.length, now);
  if (disputes.length === 0 && !canReport) return null;
  const title = disputes.length === 0 ? <h2 className="booking-card-heading">{t('disputes:card.reportTitle')}</h2> : heading;
  return (
    <Card title={title} className="booking-section dispute-card">
      {disputes.length === 0 ? (
        <>
          <Typography.Paragraph>
            {t('disputes:card.reportLead', { date: formatQuebecDateTime(reportDeadline(booking), language) })}
          </Typography.Paragraph>
          <Button onClick={() => setReporting(true)}>{t('disputes:card.report')}</Button>
        </>
      ) : (
        disputes.map((dispute) => (
          <section key={dispute.id} className="dispute-entry" aria-label={t('disputes:card.entryLabel')}>
            <DisputeSummary dispute={dispute} now={now} />
            {canAnswer(dispute, viewer, now) ? <AnswerForm bookingId={booking.id} disputeId={dispute.id} /> : null}
            {dispute.side === viewer && dispute.status === 'open' ? (
              <Typography.Paragraph type="secondary" className="dispute-waiting">
                {t('disputes:card.waitingForAnswer')}
              </Typography.Paragraph>
            ) : null}
          </section>
        ))
      )}
      {reporting ? <ReportProblemModal booking={booking} side={viewer} onClose={() => setReporting(false)} /> : null}
    </Card>
  );
}
