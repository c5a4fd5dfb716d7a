import { theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPlaceMap } from '../../../lib/map/lazy-place-map';
import { distanceText, mapToShow, useMapSettings, type GeoPoint } from '../../../lib/map/map-settings';
import type { BookingAddress } from '../api/booking-types';
import { openStreetMapUrl } from './map-link';
import { useLanguage } from './use-language';

type LocationPanelProps = {
  address: BookingAddress;
  point: GeoPoint;
  /** Where the cleaner punched in and out, when they have: shown as how far from the address, never as coordinates. */
  punchedInAt: GeoPoint | null;
  punchedOutAt: GeoPoint | null;
};

/**
 * Where the booking is. A map (Leaflet): on the tile server's tiles when one is configured (MAP_TILE_URL), otherwise on
 * the coarse offline map shipped with the app (said under it); always the location card itself: the address, how far
 * from it the cleaner punched in, and a link that opens the place on openstreetmap.org in a new tab. Without a tile
 * server nothing is loaded from outside while the page runs.
 */
export function LocationPanel({ address, point, punchedInAt, punchedOutAt }: LocationPanelProps) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const { token } = theme.useToken();
  const captionId = useId();
  const { data: settings } = useMapSettings();
  const source = mapToShow(settings);
  const cityLine = t('bookings:address.cityLine', { city: address.city, province: address.province, postalCode: address.postalCode });
  const arrival = punchedInAt === null ? null : distanceText(punchedInAt, point, language);
  const departure = punchedOutAt === null ? null : distanceText(punchedOutAt, point, language);
  return (
    <figure className="booking-location" aria-labelledby={captionId} data-testid="location-card">
      {source === null ? null : (
        <LazyPlaceMap
          point={point}
          source={source}
          colour={token.colorPrimary}
          attribution={t('bookings:map.offlineAttribution')}
          label={t('bookings:map.label', { address: `${address.streetAddress}, ${cityLine}` })}
        />
      )}
      <figcaption id={captionId} className="booking-location-caption">
        <svg className="booking-location-pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        <div className="booking-location-text">
          <address className="booking-address">
            {address.streetAddress}
            <br />
            {cityLine}
          </address>
          {source?.kind === 'offline' ? <span className="booking-location-note">{t('bookings:map.offline')}</span> : null}
          {arrival === null ? null : (
            <span>{t(arrival.under ? 'bookings:map.punchedInUnder' : 'bookings:map.punchedIn', { distance: arrival.distance })}</span>
          )}
          {departure === null ? null : (
            <span>{t(departure.under ? 'bookings:map.punchedOutUnder' : 'bookings:map.punchedOut', { distance: departure.distance })}</span>
          )}
          <a href={openStreetMapUrl(point.lat, point.lng)} target="_blank" rel="noopener noreferrer">
            {t('bookings:map.open')}
            <span className="visually-hidden">{t('bookings:map.newTab')}</span>
          </a>
        </div>
      </figcaption>
    </figure>
  );
}
