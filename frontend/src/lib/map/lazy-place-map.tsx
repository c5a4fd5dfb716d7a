import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { GeoPoint, MapTiles } from './map-settings';
import './map.css';

const PlaceMap = lazy(() => import('./place-map'));

/** A map that cannot load (its code, say, after a new release) leaves the location card alone rather than the page broken. */
class WithoutMapOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The Leaflet map, its code (and Leaflet's CSS) fetched from the app's own files only when a page shows one. */
export function LazyPlaceMap(props: { point: GeoPoint; tiles: MapTiles; label: string; colour: string }) {
  return (
    <WithoutMapOnError>
      <Suspense fallback={<div className="place-map-placeholder" aria-hidden="true" />}>
        <PlaceMap {...props} />
      </Suspense>
    </WithoutMapOnError>
  );
}
