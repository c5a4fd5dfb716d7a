import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../api/booking-types';
import { FREQUENCY_KEYS, PRIORITY_KEYS, petKey } from '../../../lib/vocabulary';

/** What the client asked for: products, pets, photos, emergency, notes, and how often. */
export function BookingOptions({ booking }: { booking: BookingDetails }) {
  const { t, i18n } = useTranslation('bookings');
  const emergency = booking.emergencyDetails;
  const priority = emergency?.priority ?? null;
  const petLabel = (type: string) => {
    // Inside a sentence: the list's label in lower case ("Oui (chats)").
    const key = petKey(type);
    return key === null ? type : t(key).toLocaleLowerCase(i18n.language);
  };

  const items: DescriptionsProps['items'] = [
    {
      key: 'supplies',
      label: t('bookings:options.supplies'),
      children: t(booking.cleanerBringsSupplies ? 'bookings:options.suppliesCleaner' : 'bookings:options.suppliesClient'),
    },
    {
      key: 'pets',
      label: t('bookings:options.pets'),
      children: !booking.hasPets
        ? t('bookings:options.petsNone')
        : booking.petType === null
          ? t('bookings:options.petsYes')
          : t('bookings:options.petsOfType', { type: petLabel(booking.petType) }),
    },
    {
      key: 'photos',
      label: t('bookings:options.photos'),
      children: t(booking.photosAllowed ? 'bookings:options.photosAllowed' : 'bookings:options.photosRefused'),
    },
    {
      key: 'emergency',
      label: t('bookings:options.emergency'),
      children: !booking.emergency
        ? t('bookings:options.emergencyNo')
        : [
            priority === null ? t('bookings:options.emergencyYes') : t('bookings:options.priority', { priority: t(PRIORITY_KEYS[priority]) }),
            emergency?.reason ?? null,
          ]
            .filter((part) => part !== null)
            .join(t('bookings:property.separator')),
    },
    {
      key: 'frequency',
      label: t('bookings:options.frequency'),
      children: [
        booking.frequency === null ? null : t(FREQUENCY_KEYS[booking.frequency]),
        booking.seriesId === null ? null : t('bookings:options.series'),
      ]
        .filter((part) => part !== null)
        .join(t('bookings:property.separator')),
    },
    {
      key: 'notes',
      label: t('bookings:options.notes'),
      children: booking.notes === null ? t('bookings:options.notesNone') : <span className="booking-pre">{booking.notes}</span>,
    },
  ];

  return (
    <Card title={<h2 className="booking-card-heading">{t('bookings:options.title')}</h2>} className="booking-section">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
