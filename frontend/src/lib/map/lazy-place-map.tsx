import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_MAP_URL, type GeoPoint, type MapSource } from './map-settings';
import './map.css';

const PlaceMap = lazy(() => import('./place-map'));
const OfflinePlaceMap = lazy(() => import('./offline-place-map'));

/** SPEC section 8's map load failure, where the map would be: the page around it (the address) stays as it is. */
function MapLoadFailed() {
  const { t } = useTranslation('common');
  return (
    <div className="place-map-failed" role="status">
      {t('common:map.loadFailed')}
    </div>
  );
}

/** A map whose code cannot load (after a new release, say) or breaks shows the failure, not a broken page. */
class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The Leaflet map, its code (and Leaflet's CSS) fetched from the app's own files only when a page shows one: on the
 * configured tile server's tiles, or on the offline map shipped with the app (its data fetched then too). When its
 * code fails to load, the tile server draws nothing (map-failure.ts) or the offline map's data cannot be fetched, a
 * message takes the map's place.
 */
export function LazyPlaceMap({ source, ...props }: { point: GeoPoint; source: MapSource; label: string; colour: string; attribution: string }) {
  // What failed (a tile server, or the offline map): another source (new settings) gets its chance.
  const [failed, setFailed] = useState<string | null>(null);
  const key = source.kind === 'tiles' ? source.tiles.urlTemplate : OFFLINE_MAP_URL;
  if (failed === key) return <MapLoadFailed />;
  const { point, label, colour, attribution } = props;
  return (
    <MapErrorBoundary fallback={<MapLoadFailed />}>
      <Suspense fallback={<div className="place-map-placeholder" aria-hidden="true" />}>
        {source.kind === 'tiles' ? (
          <PlaceMap point={point} label={label} colour={colour} tiles={source.tiles} onLoadFailure={() => setFailed(key)} />
        ) : (
          <OfflinePlaceMap point={point} label={label} colour={colour} attribution={attribution} onLoadFailure={() => setFailed(key)} />
        )}
      </Suspense>
    </MapErrorBoundary>
  );
}
