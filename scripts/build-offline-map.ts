/**
 * Builds frontend/public/map/quebec.geo.json, the offline map the booking page draws when no tile server is set
 * (docs/decisions.md, Maps): the land of Natural Earth's 1:10m countries (the `world-atlas` dev dependency, public
 * domain data packaged under ISC) around the places we serve, simplified and clipped to a box around them, plus those
 * places (domain/data/quebec-places.json) as labelled points. It reads node_modules only, and its output is committed:
 * run it again after upgrading world-atlas or rebuilding the places.
 *
 *   npx tsx scripts/build-offline-map.ts
 *
 * Plain GeoJSON, not TopoJSON: Leaflet draws it as it is, with no decoder in the page.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import places from '../domain/data/quebec-places.json' with { type: 'json' };

/** world-atlas' countries-10m.json: each country's geometry, with its name. */
export type WorldAtlas = Topology<Objects<{ name: string }>>;

export const OUTPUT = new URL('../frontend/public/map/quebec.geo.json', import.meta.url);

/** The raw file's size at most (the page fetches it once, then the browser keeps it). */
export const SIZE_BUDGET = 400 * 1024;

/** West, south, east, north (degrees): every served place with a margin, from Lake Huron's shore to Newfoundland. */
export const BBOX = [-81, 44, -56, 63] as const;

/** Simplification weight (Visvalingam's area, in the square degrees of world-atlas' planar topology). */
const MIN_WEIGHT = 0.00005;
/** Coordinates' decimals: 0.001° is ~100 m, finer than the data's own precision at 1:10m (no visible steps at zoom 12). */
const DECIMALS = 3;

export type ServedPlace = { name: string; lat: number; lng: number; rank?: number };
export type LandProperties = { kind: 'land'; country: string };
export type CityProperties = { kind: 'city'; name: string; rank?: number };
export type OfflineMap = FeatureCollection<MultiPolygon | Point, LandProperties | CityProperties> & { bbox: [number, number, number, number] };

const round = (value: number): number => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

type Edge = { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position };

const edges = ([west, south, east, north]: readonly number[]): Edge[] => {
  const atX = (x: number) => (a: Position, b: Position): Position => [x, a[1]! + ((b[1]! - a[1]!) * (x - a[0]!)) / (b[0]! - a[0]!)];
  const atY = (y: number) => (a: Position, b: Position): Position => [a[0]! + ((b[0]! - a[0]!) * (y - a[1]!)) / (b[1]! - a[1]!), y];
  return [
    { inside: (p) => p[0]! >= west!, cut: atX(west!) },
    { inside: (p) => p[0]! <= east!, cut: atX(east!) },
    { inside: (p) => p[1]! >= south!, cut: atY(south!) },
    { inside: (p) => p[1]! <= north!, cut: atY(north!) },
  ];
};

/**
 * A closed ring clipped to the box (Sutherland–Hodgman): the part of a shape outside the box is replaced by the box's
 * edge, which is all a filled polygon needs. Empty when nothing of it is inside.
 */
export function clipRing(ring: readonly Position[], bbox: readonly number[] = BBOX): Position[] {
  let points = ring.slice(0, -1);
  for (const edge of edges(bbox)) {
    if (points.length === 0) break;
    const kept: Position[] = [];
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) kept.push(edge.cut(previous, current));
        kept.push(current);
      } else if (edge.inside(previous)) kept.push(edge.cut(previous, current));
    });
    points = kept;
  }
  const rounded: Position[] = [];
  for (const [x, y] of points) {
    const point = [round(x!), round(y!)];
    const last = rounded.at(-1);
    if (last === undefined || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  while (rounded.length > 1 && rounded[0]![0] === rounded.at(-1)![0] && rounded[0]![1] === rounded.at(-1)![1]) rounded.pop();
  return rounded.length < 3 ? [] : [...rounded, rounded[0]!];
}

const polygonsOf = (geometry: Polygon | MultiPolygon): Position[][][] => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** The countries' land inside the box, simplified, one MultiPolygon a country, by name. */
export function landIn(world: WorldAtlas, bbox: readonly number[] = BBOX): Feature<MultiPolygon, LandProperties>[] {
  const simplified = simplify(presimplify(world), MIN_WEIGHT);
  const countries = feature(simplified, simplified.objects['countries'] as GeometryCollection<{ name: string }>);
  const land: Feature<MultiPolygon, LandProperties>[] = [];
  for (const country of countries.features) {
    const { geometry } = country;
    if (geometry === null || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const polygons: Position[][][] = [];
    for (const [outer, ...holes] of polygonsOf(geometry)) {
      const clipped = clipRing(outer ?? [], bbox);
      if (clipped.length === 0) continue;
      polygons.push([clipped, ...holes.map((hole) => clipRing(hole, bbox)).filter((hole) => hole.length > 0)]);
    }
    if (polygons.length > 0) {
      land.push({ type: 'Feature', properties: { kind: 'land', country: country.properties?.name ?? '' }, geometry: { type: 'MultiPolygon', coordinates: polygons } });
    }
  }
  return land.sort((a, b) => (a.properties.country < b.properties.country ? -1 : 1));
}

/** The served places as points, the ranked (largest) first so that a map labels them before the others. */
export function citiesOf(served: readonly ServedPlace[]): Feature<Point, CityProperties>[] {
  return [...served]
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, lat, lng, rank }) => ({
      type: 'Feature',
      properties: rank === undefined ? { kind: 'city', name } : { kind: 'city', name, rank },
      geometry: { type: 'Point', coordinates: [Math.round(lng * 1000) / 1000, Math.round(lat * 1000) / 1000] },
    }));
}

export function buildOfflineMap(world: WorldAtlas, served: readonly ServedPlace[]): OfflineMap {
  return { type: 'FeatureCollection', bbox: [...BBOX], features: [...landIn(world), ...citiesOf(served)] };
}

/** One feature a line: a readable diff when the data changes, a few bytes more than a single line. */
export const formatOfflineMap = (map: OfflineMap): string =>
  `{"type":"FeatureCollection","bbox":${JSON.stringify(map.bbox)},"features":[\n${map.features.map((item) => JSON.stringify(item)).join(',\n')}\n]}\n`;

export const worldAtlas = (): WorldAtlas => createRequire(import.meta.url)('world-atlas/countries-10m.json') as WorldAtlas;

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const text = formatOfflineMap(buildOfflineMap(worldAtlas(), places));
  writeFileSync(OUTPUT, text);
  console.log(`${OUTPUT.pathname}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
}
