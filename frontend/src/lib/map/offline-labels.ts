/**
 * The offline map's zoom range: a coarse map (Natural Earth at 1:10m, about a kilometre off), from the province's
 * south to a town's neighbours; closer in, its rivers would be drawn across the streets.
 */
export const OFFLINE_MIN_ZOOM = 6;
export const OFFLINE_MAX_ZOOM = 10;
/** The view the map opens on: the place among its region's towns. */
export const OFFLINE_START_ZOOM = 8;

/** A served place (a point of quebec.geo.json), where the map draws it, in the container's pixels. */
export type LabelCandidate = { name: string; rank?: number; x: number; y: number };
export type Box = { left: number; top: number; right: number; bottom: number };

/** The smallest zoom a place is named at: the ten largest from the start, the ranked ones next, every town closer in. */
export const labelMinZoom = (rank: number | undefined): number => (rank === undefined ? 9 : rank <= 10 ? OFFLINE_MIN_ZOOM : 7);

const CHAR_WIDTH = 6.5;
const HEIGHT = 16;
const GAP = 6;

/** Where a name written to the right of its dot takes room (an estimate: no text is measured). */
export const labelBox = ({ name, x, y }: LabelCandidate): Box => ({
  left: x - 4,
  top: y - HEIGHT / 2,
  right: x + GAP + name.length * CHAR_WIDTH + 4,
  bottom: y + HEIGHT / 2,
});

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The places to name at a zoom: those big enough for it, inside the view, in the given order (largest first), each
 * skipped when its name would cover one already written or one of the boxes to keep clear (the booking's marker).
 */
export function placeLabels<Candidate extends LabelCandidate>(
  candidates: readonly Candidate[],
  zoom: number,
  view: { width: number; height: number },
  keepClear: readonly Box[] = [],
): Candidate[] {
  const taken: Box[] = [...keepClear];
  const shown: Candidate[] = [];
  for (const candidate of candidates) {
    if (zoom < labelMinZoom(candidate.rank)) continue;
    const box = labelBox(candidate);
    if (box.right < 0 || box.left > view.width || box.bottom < 0 || box.top > view.height) continue;
    if (taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    shown.push(candidate);
  }
  return shown;
}
