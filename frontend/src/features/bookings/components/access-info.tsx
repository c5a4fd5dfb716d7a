import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingAccess } from '../api/booking-types';

type Line = { key: keyof BookingAccess; label: `bookings:${string}` };

const TEXT_LINES: Line[] = [
  { key: 'accessInstructions', label: 'bookings:access.accessInstructions' },
  { key: 'wifiName', label: 'bookings:access.wifiName' },
  { key: 'wifiPassword', label: 'bookings:access.wifiPassword' },
  { key: 'suppliesLocation', label: 'bookings:access.suppliesLocation' },
  { key: 'trashLocation', label: 'bookings:access.trashLocation' },
  { key: 'roomsToAvoid', label: 'bookings:access.roomsToAvoid' },
  { key: 'additionalNotes', label: 'bookings:access.additionalNotes' },
];

/** How to get in and around the property; the API gives it to the cleaner once the booking is confirmed. */
export function AccessInfo({ access }: { access: BookingAccess | null }) {
  const { t } = useTranslation('bookings');
  if (access === null) return null;
  const items: DescriptionsProps['items'] = TEXT_LINES.flatMap(({ key, label }) => {
    const value = access[key];
    return typeof value === 'string' ? [{ key, label: t(label), children: <span className="booking-pre">{value}</span> }] : [];
  });
  if (access.parking !== null) {
    items.splice(1, 0, {
      key: 'parking',
      label: t('bookings:access.parking'),
      children: t(access.parking ? 'bookings:access.parkingYes' : 'bookings:access.parkingNo'),
    });
  }
  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:access.title')}</h2>} className="booking-section">
      {items.length === 0 ? t('bookings:access.none') : <Descriptions column={1} size="small" items={items} />}
    </Card>
  );
}
