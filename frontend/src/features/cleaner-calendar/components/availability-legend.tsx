import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../api/schedule-types';
import { AVAILABILITY_LABELS, LABEL_WINDOW_DAYS, availabilityLabel, openSlotsAhead } from './calendar-values';
import { LABEL_DISPLAY } from './vocabulary';

/** The four labels clients see on cleaner cards, what earns each, and the one the cleaner's slots give today. */
export function AvailabilityLegend({ slots, today }: { slots: readonly Slot[]; today: string }) {
  const { t } = useTranslation('calendar');
  const open = openSlotsAhead(slots, today);
  const current = LABEL_DISPLAY[availabilityLabel(open)];
  return (
    <Card title={<h2 className="calendar-card-title">{t('calendar:legend.title')}</h2>}>
      <Typography.Paragraph>
        {t('calendar:legend.current', { count: open, days: LABEL_WINDOW_DAYS })} <Tag color={current.color}>{t(current.key)}</Tag>
      </Typography.Paragraph>
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
