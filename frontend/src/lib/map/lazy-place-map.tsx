import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoPoint, MapTiles } from './map-settings';
import './map.css';

const PlaceMap = lazy(() => import('./place-map'));

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
 * The Leaflet map, its code (and Leaflet's CSS) fetched from the app's own files only when a page shows one. When its
 * code fails to load or the tile server draws nothing (map-failure.ts), a message takes the map's place.
 */
export function LazyPlaceMap(props: { point: GeoPoint; tiles: MapTiles; label: string; colour: string }) {
  // The tile server that failed: another one (new settings) gets its chance.
  const [failedTiles, setFailedTiles] = useState<string | null>(null);
  if (failedTiles === props.tiles.urlTemplate) return <MapLoadFailed />;
  return (
    <MapErrorBoundary fallback={<MapLoadFailed />}>
      <Suspense fallback={<div className="place-map-placeholder" aria-hidden="true" />}>
        <PlaceMap {...props} onLoadFailure={() => setFailedTiles(props.tiles.urlTemplate)} />
      </Suspense>
    </MapErrorBoundary>
  );
}
