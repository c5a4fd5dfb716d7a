import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetails, Punch } from '../api/booking-types';
import { usePunchIn } from '../api/booking-actions';
import { usePunchOut } from '../api/booking-actions';
import { formatTime } from './booking-time';
import { LocationError, currentPosition } from './geolocation';
import { useActionFeedback } from './use-action-feedback';
import { useLanguage } from './use-language';
import { LOCATION_PROBLEM_KEYS } from './vocabulary';

type PunchAction = 'punch-in' | 'punch-out';

function PunchLine({ label, punch }: { label: string; punch: Punch | null }) {
  const language = useLanguage();
  if (punch === null) return null;
  return (
    <li>
      {label} <strong>{formatTime(punch.at, language)}</strong>
    </li>
  );
}

/**
 * The cleaner's arrival and departure, each stamped with the device's position (asked for at the moment of the
 * punch). A position the browser will not give is explained where the button is, as the fix is the user's.
 */
export function PunchPanel({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation('bookings');
  const feedback = useActionFeedback();
  const punchIn = usePunchIn(booking.id);
  const punchOut = usePunchOut(booking.id);
  const [busy, setBusy] = useState<PunchAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const available = (['punch-in', 'punch-out'] as const).filter((action) => booking.actions.includes(action));
  if (available.length === 0 && booking.punchIn === null) return null;

  const punch = async (action: PunchAction) => {
    setBusy(action);
    setProblem(null);
    try {
      const position = await currentPosition(typeof navigator === 'undefined' ? undefined : navigator.geolocation);
      await (action === 'punch-in' ? punchIn.trigger(position) : punchOut.trigger(position));
      feedback.done(action);
    } catch (error) {
      if (error instanceof LocationError) setProblem(t(LOCATION_PROBLEM_KEYS[error.problem]));
      else feedback.failed(action, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="booking-punch" aria-labelledby="booking-punch-title">
      <h3 id="booking-punch-title" className="booking-subheading">
        {t('bookings:punch.title')}
      </h3>
      <ul className="booking-plain-list">
        <PunchLine label={t('bookings:punch.in')} punch={booking.punchIn} />
        <PunchLine label={t('bookings:punch.out')} punch={booking.punchOut} />
      </ul>
      {available.length === 0 ? null : (
        <>
          <div className="booking-action-buttons">
            {available.map((action) => (
              <Button
                key={action}
                type="primary"
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                onClick={() => void punch(action)}
              >
                {t(action === 'punch-in' ? 'bookings:punch.inButton' : 'bookings:punch.outButton')}
              </Button>
            ))}
          </div>
          <Typography.Paragraph type="secondary" className="booking-hint">
            {t('bookings:punch.hint')}
          </Typography.Paragraph>
        </>
      )}
      {problem === null ? null : (
        <Typography.Paragraph type="danger" role="alert">
          {problem}
        </Typography.Paragraph>
      )}
    </section>
  );
}
