import { useEffect, useRef } from 'react';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { NO_TILES, mapLoadFailed, tallyTile } from './map-failure';
import type { GeoPoint, MapTiles } from './map-settings';

const ZOOM = 16;
const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

type PlaceMapProps = {
  point: GeoPoint;
  tiles: MapTiles;
  label: string;
  colour: string;
  /** Called when the tile server drew nothing of the view (map-failure.ts). */
  onLoadFailure?: () => void;
};

/**
 * The place on a Leaflet map drawn from the configured tile server (loaded on its own, only by the pages that show a
 * map). The marker is drawn, not an image, and the attribution is the setting's plain text. Dragging and the
 * keyboard move the map; the wheel scrolls the page, not the map.
 */
export default function PlaceMap({ point, tiles, label, colour, onLoadFailure }: PlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  // Read when the tiles answer, so that a new callback does not draw the map again.
  const failureListener = useRef(onLoadFailure);
  useEffect(() => {
    failureListener.current = onLoadFailure;
  });
  const { lat, lng } = point;
  const { urlTemplate, attribution, maxZoom } = tiles;
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const map = leafletMap(element, { center: [lat, lng], zoom: ZOOM, scrollWheelZoom: false });
    let tally = NO_TILES;
    tileLayer(urlTemplate, { maxZoom, attribution: escapeHtml(attribution) })
      .on('tileload', () => (tally = tallyTile(tally, 'loaded')))
      .on('tileerror', () => (tally = tallyTile(tally, 'failed')))
      // `load`: every tile of the view has answered, drawn or failed.
      .on('load', () => {
        if (mapLoadFailed(tally)) failureListener.current?.();
      })
      .addTo(map);
    circleMarker([lat, lng], { radius: 9, weight: 3, color: '#ffffff', fillColor: colour, fillOpacity: 1 }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, urlTemplate, attribution, maxZoom, colour]);
  // A named group: a plain div may not carry aria-label (axe: aria-prohibited-attr, found while the map was still
  // empty), and a group may hold the map's zoom buttons and links, where an image may not.
  return <div ref={container} className="place-map" role="group" aria-label={label} data-testid="place-map" />;
}
