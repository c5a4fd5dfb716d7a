import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinates, openStreetMapUrl } from './map-link';
import { useLanguage } from './use-language';

/**
 * Where the booking is, without a map service: nothing may be downloaded while the page runs, so a drawn pin stands
 * for the map and a link opens the place on openstreetmap.org in a new tab.
 */
export function LocationPanel({ lat, lng }: { lat: number; lng: number }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const captionId = useId();
  const coordinates = formatCoordinates(lat, lng, language);
  return (
    <figure className="booking-map" aria-labelledby={captionId}>
      <svg className="booking-map-art" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <rect width="240" height="120" rx="8" className="booking-map-ground" />
        <path d="M0 84 C60 70 90 100 140 78 S220 60 240 66" className="booking-map-river" />
        <path d="M0 40 H240 M0 100 H240 M60 0 V120 M170 0 V120" className="booking-map-street" />
        <path d="M120 22 c-13 0-23 10-23 23 c0 17 23 41 23 41 s23-24 23-41 c0-13-10-23-23-23z" className="booking-map-pin" />
        <circle cx="120" cy="45" r="8" className="booking-map-pin-dot" />
      </svg>
      <figcaption id={captionId} className="booking-map-caption">
        <span>{t('bookings:map.coordinates', { coordinates })}</span>
        <a href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          {t('bookings:map.open')}
          <span className="visually-hidden">{t('bookings:map.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
