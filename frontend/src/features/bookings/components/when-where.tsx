import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../api/booking-types';
import { formatBookingDate, formatHours, formatTime } from './booking-time';
import { LocationPanel } from './location-panel';
import { isCoordinate } from './map-link';
import type { Viewer } from './viewer';
import { PROPERTY_TYPE_KEYS } from '../../../lib/vocabulary';
import { useLanguage } from './use-language';

/** Date, Quebec time, duration, the property and, when the API gives it, the address and its place. */
export function WhenWhere({ booking, viewer }: { booking: BookingDetails; viewer: Viewer }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { property, address } = booking;
  const point = address !== null && address.lat !== null && address.lng !== null && isCoordinate(address.lat, address.lng) ? { lat: address.lat, lng: address.lng } : null;

  const items: DescriptionsProps['items'] = [
    { key: 'date', label: t('bookings:when.date'), children: formatBookingDate(booking.startsAt, language) },
    {
      key: 'time',
      label: t('bookings:when.time'),
      children: t('bookings:when.timeRangeQuebec', {
        start: formatTime(booking.startsAt, language),
        end: formatTime(booking.endsAt, language),
      }),
    },
    {
      key: 'duration',
      label: t('bookings:when.durationLabel'),
      children: t('bookings:when.duration', { count: booking.durationHours, hours: formatHours(booking.durationHours, language) }),
    },
    {
      key: 'property',
      label: t('bookings:property.label'),
      children:
        property === null
          ? t('bookings:property.deleted')
          : [property.name, property.type === null ? null : t(PROPERTY_TYPE_KEYS[property.type]), property.city]
              .filter((part) => part !== null && part !== '')
              .join(t('bookings:property.separator')),
    },
    {
      key: 'address',
      label: t('bookings:address.label'),
      children:
        address === null ? (
          t(viewer === 'cleaner' ? 'bookings:address.afterConfirmation' : 'bookings:address.unknown')
        ) : (
          <address className="booking-address">
            {address.streetAddress}
            <br />
            {t('bookings:address.cityLine', { city: address.city, province: address.province, postalCode: address.postalCode })}
          </address>
        ),
    },
  ];

  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:when.title')}</h2>} className="booking-section">
      {/* Placed, the address is in the location card below. */}
      <Descriptions column={1} size="small" items={point === null ? items : items.filter((item) => item.key !== 'address')} />
      {address !== null && point !== null ? (
        <LocationPanel
          address={address}
          point={point}
          punchedInAt={booking.punchIn === null ? null : { lat: booking.punchIn.lat, lng: booking.punchIn.lng }}
          punchedOutAt={booking.punchOut === null ? null : { lat: booking.punchOut.lat, lng: booking.punchOut.lng }}
        />
      ) : null}
    </Card>
  );
}
