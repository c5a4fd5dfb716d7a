import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScheduleAvailability } from '../api/schedule-types';
import { AVAILABILITY_LABELS } from './calendar-values';
import { LABEL_DISPLAY } from './vocabulary';

/**
 * The four labels clients see on cleaner cards, what earns each, and the one the cleaner's working hours, slots and
 * bookings give today (counted by the server, as the search counts it).
 */
export function AvailabilityLegend({ availability }: { availability: ScheduleAvailability }) {
  const { t } = useTranslation('calendar');
  const current = LABEL_DISPLAY[availability.label];
  return (
    <Card title={<h2 className="calendar-card-title">{t('calendar:legend.title')}</h2>}>
      <Typography.Paragraph>
        {t('calendar:legend.current', { count: availability.freeDays, days: availability.days })}{' '}
        <Tag color={current.color}>{t(current.key)}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('calendar:legend.freeDay')}</Typography.Paragraph>
      <dl className="availability-legend">
        {AVAILABILITY_LABELS.map((label) => (
          <div key={label}>
            <dt>
              <Tag color={LABEL_DISPLAY[label].color}>{t(LABEL_DISPLAY[label].key)}</Tag>
            </dt>
            <dd>{t(LABEL_DISPLAY[label].rule)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
