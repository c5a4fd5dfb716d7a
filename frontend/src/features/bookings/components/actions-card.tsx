import { Button, Card, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGING_OPEN_STATUSES } from '@weklean/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAcceptBooking } from '../api/booking-actions';
import { useAcceptProposal } from '../api/booking-actions';
import { useDeclineProposal } from '../api/booking-actions';
import type { BookingDetails } from '../api/booking-types';
import { CancelModal } from './cancel-modal';
import { DeclineModal } from './decline-modal';
import { PunchPanel } from './punch-panel';
import { ScheduleModal } from './schedule-modal';
import { useActionFeedback } from './use-action-feedback';
import { BUTTON_ACTIONS, BUTTON_LABEL_KEYS, type ButtonAction } from './vocabulary';

type Dialog = 'decline' | 'cancel' | 'postpone' | 'propose-time';
type Direct = 'accept' | 'accept-proposal' | 'decline-proposal';

const BUTTON_STYLE = {
  accept: { type: 'primary', danger: false },
  'accept-proposal': { type: 'primary', danger: false },
  decline: { type: 'default', danger: true },
  'decline-proposal': { type: 'default', danger: true },
  cancel: { type: 'default', danger: true },
  postpone: { type: 'default', danger: false },
  'propose-time': { type: 'default', danger: false },
} as const satisfies Record<ButtonAction, { type: 'primary' | 'default'; danger: boolean }>;

/** Exactly the actions the API lists for this user now; each one's refusal is the server's message in a toast. */
export function ActionsCard({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation(['bookings', 'common']);
  const feedback = useActionFeedback();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [running, setRunning] = useState<Direct | null>(null);
  const accept = useAcceptBooking(booking.id);
  const acceptProposal = useAcceptProposal(booking.id);
  const declineProposal = useDeclineProposal(booking.id);
  const buttons = BUTTON_ACTIONS.filter((action) => booking.actions.includes(action));
  const hasPunch = booking.actions.includes('punch-in') || booking.actions.includes('punch-out') || booking.punchIn !== null;

  const run = async (action: Direct) => {
    const mutation = action === 'accept' ? accept : action === 'accept-proposal' ? acceptProposal : declineProposal;
    setRunning(action);
    try {
      await mutation.trigger();
      feedback.done(action);
    } catch (error) {
      feedback.failed(action, error);
    } finally {
      setRunning(null);
    }
  };

  const button = (action: ButtonAction) => {
    const style = BUTTON_STYLE[action];
    const common = { type: style.type, danger: style.danger, disabled: running !== null && running !== action } as const;
    switch (action) {
      case 'accept':
      case 'accept-proposal':
        return (
          <Button key={action} {...common} loading={running === action} onClick={() => void run(action)}>
            {t(BUTTON_LABEL_KEYS[action])}
          </Button>
        );
      case 'decline-proposal':
        return (
          <Popconfirm
            key={action}
            title={t('bookings:proposal.declineConfirm')}
            okText={t('bookings:actions.decline-proposal.button')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => run(action)}
          >
            <Button {...common} loading={running === action}>
              {t(BUTTON_LABEL_KEYS[action])}
            </Button>
          </Popconfirm>
        );
      default:
        return (
          <Button key={action} {...common} onClick={() => setDialog(action)}>
            {t(BUTTON_LABEL_KEYS[action])}
          </Button>
        );
    }
  };

  const close = () => setDialog(null);
  // The booking's conversation opens once it is confirmed (SPEC 4).
  const canMessage = MESSAGING_OPEN_STATUSES.some((status) => status === booking.status);
  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:actions.title')}</h2>} className="booking-section">
      {canMessage ? (
        <p>
          <Link to={paths.conversation.href({ bookingId: booking.id })}>{t('bookings:actions.message')}</Link>
        </p>
      ) : null}
      {buttons.length === 0 ? (
        hasPunch || canMessage ? null : <Typography.Text type="secondary">{t('bookings:actions.none')}</Typography.Text>
      ) : (
        <div className="booking-action-buttons">{buttons.map(button)}</div>
      )}
      <PunchPanel booking={booking} />
      {dialog === 'decline' ? <DeclineModal booking={booking} onClose={close} /> : null}
      {dialog === 'cancel' ? <CancelModal booking={booking} onClose={close} /> : null}
      {dialog === 'postpone' || dialog === 'propose-time' ? <ScheduleModal booking={booking} mode={dialog} onClose={close} /> : null}
    </Card>
  );
}
