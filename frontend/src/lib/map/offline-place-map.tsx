import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { circleMarker, divIcon, geoJSON, latLngBounds, layerGroup, map as leafletMap, marker } from 'leaflet';
import type { Feature, FeatureCollection, MultiPolygon, Point } from 'geojson';
import 'leaflet/dist/leaflet.css';
import { OFFLINE_MAP_URL, type GeoPoint } from './map-settings';
import { OFFLINE_MAX_ZOOM, OFFLINE_MIN_ZOOM, OFFLINE_START_ZOOM, placeLabels, type LabelCandidate } from './offline-labels';

/** quebec.geo.json (scripts/build-offline-map.ts): the land around the places served, then those places. */
type OfflineMapData = {
  type: 'FeatureCollection';
  /** West, south, east, north: the map is not moved beyond. */
  bbox: [number, number, number, number];
  features: Feature<MultiPolygon | Point, { kind: 'land'; country: string } | { kind: 'city'; name: string; rank?: number }>[];
};

let loading: Promise<OfflineMapData> | null = null;

/** Fetched once per page load (and kept by the browser's cache between visits); a failure is tried again next time. */
function loadOfflineMap(): Promise<OfflineMapData> {
  loading ??= fetch(OFFLINE_MAP_URL).then(async (answer) => {
    if (!answer.ok) throw new Error(`${OFFLINE_MAP_URL}: ${answer.status}`);
    return (await answer.json()) as OfflineMapData;
  });
  loading.catch(() => (loading = null));
  return loading;
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

type OfflinePlaceMapProps = {
  point: GeoPoint;
  label: string;
  colour: string;
  attribution: string;
  /** Called when the map's data cannot be fetched. */
  onLoadFailure?: () => void;
};

/**
 * The place on the app's own coarse map (Natural Earth's land and the served places' names, no tile server): Leaflet
 * GeoJSON layers in the theme's colours, the water as the container's background. Names are written from the zoom a
 * place is big enough for, skipping those that would cover another. Dragging and the keyboard move the map; the wheel
 * scrolls the page, not the map.
 */
export default function OfflinePlaceMap({ point, label, colour, attribution, onLoadFailure }: OfflinePlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const failureListener = useRef(onLoadFailure);
  useEffect(() => {
    failureListener.current = onLoadFailure;
  });
  const { token } = theme.useToken();
  const { colorBgContainer: land, colorBorder: coast, colorTextTertiary: dot, colorInfoBg: water } = token;
  const { lat, lng } = point;
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let removed = false;
    let remove = () => {};
    loadOfflineMap().then(
      (data) => {
        if (removed) return;
        const [west, south, east, north] = data.bbox;
        const map = leafletMap(element, {
          center: [lat, lng],
          zoom: OFFLINE_START_ZOOM,
          minZoom: OFFLINE_MIN_ZOOM,
          maxZoom: OFFLINE_MAX_ZOOM,
          maxBounds: latLngBounds([south, west], [north, east]),
          maxBoundsViscosity: 1,
          scrollWheelZoom: false,
        });
        map.attributionControl.addAttribution(escapeHtml(attribution));
        const landOnly: FeatureCollection = { type: 'FeatureCollection', features: data.features.filter((item) => item.properties.kind === 'land') };
        geoJSON(landOnly, { interactive: false, style: { color: coast, weight: 1, fillColor: land, fillOpacity: 1 } }).addTo(map);
        const cities: (LabelCandidate & GeoPoint)[] = data.features.flatMap((item) =>
          item.properties.kind === 'city' && item.geometry.type === 'Point'
            ? [{ name: item.properties.name, rank: item.properties.rank, lat: item.geometry.coordinates[1]!, lng: item.geometry.coordinates[0]!, x: 0, y: 0 }]
            : [],
        );
        const names = layerGroup().addTo(map);
        const drawNames = () => {
          names.clearLayers();
          const at = map.latLngToContainerPoint([lat, lng]);
          const candidates = cities.map((city) => {
            const { x, y } = map.latLngToContainerPoint([city.lat, city.lng]);
            return { ...city, x, y };
          });
          const size = map.getSize();
          const shown = placeLabels(candidates, map.getZoom(), { width: size.x, height: size.y }, [
            { left: at.x - 12, top: at.y - 12, right: at.x + 12, bottom: at.y + 12 },
          ]);
          for (const city of shown) {
            circleMarker([city.lat, city.lng], { radius: 3, weight: 0, fillColor: dot, fillOpacity: 1, interactive: false }).addTo(names);
            marker([city.lat, city.lng], {
              icon: divIcon({ className: 'offline-map-name', html: escapeHtml(city.name), iconSize: undefined, iconAnchor: [-6, 8] }),
              interactive: false,
              keyboard: false,
            }).addTo(names);
          }
        };
        map.on('zoomend moveend', drawNames);
        drawNames();
        // In the markers' pane: above the names and their dots.
        circleMarker([lat, lng], { radius: 9, weight: 3, color: '#ffffff', fillColor: colour, fillOpacity: 1, pane: 'markerPane' }).addTo(map);
        remove = () => map.remove();
      },
      () => {
        if (!removed) failureListener.current?.();
      },
    );
    return () => {
      removed = true;
      remove();
    };
  }, [lat, lng, colour, attribution, land, coast, dot]);
  // The water is the container's background: the land is drawn over it.
  // A named group, as the tiled map (place-map.tsx): a plain div may not carry aria-label.
  return <div ref={container} className="place-map place-map-offline" style={{ background: water }} role="group" aria-label={label} data-testid="place-map" />;
}
