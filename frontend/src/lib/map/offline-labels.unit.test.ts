import { describe, expect, it } from 'vitest';
import { labelBox, labelMinZoom, placeLabels, type LabelCandidate } from './offline-labels';

const VIEW = { width: 600, height: 240 };
const names = (labels: LabelCandidate[]) => labels.map((label) => label.name);

describe('the offline map’s place names', () => {
  it('names the largest places from afar and every town only closer in', () => {
    expect(labelMinZoom(1)).toBe(6);
    expect(labelMinZoom(30)).toBe(7);
    expect(labelMinZoom(undefined)).toBe(9);
    const candidates = [
      { name: 'Montréal', rank: 1, x: 100, y: 100 },
      { name: 'Granby', rank: 30, x: 300, y: 200 },
      { name: 'Magog', x: 400, y: 50 },
    ];
    expect(names(placeLabels(candidates, 6, VIEW))).toEqual(['Montréal']);
    expect(names(placeLabels(candidates, 8, VIEW))).toEqual(['Montréal', 'Granby']);
    expect(names(placeLabels(candidates, 10, VIEW))).toEqual(['Montréal', 'Granby', 'Magog']);
  });

  it('skips a name that would cover one already written, keeping the first (the larger place)', () => {
    const candidates = [
      { name: 'Montréal', rank: 1, x: 100, y: 100 },
      { name: 'Westmount', x: 110, y: 104 },
      { name: 'Laval', rank: 3, x: 100, y: 80 },
    ];
    expect(names(placeLabels(candidates, 10, VIEW))).toEqual(['Montréal', 'Laval']);
  });

  it('leaves the booking’s marker clear and drops names outside the view', () => {
    const candidates = [
      { name: 'Longueuil', rank: 4, x: 300, y: 120 },
      { name: 'Gatineau', rank: 5, x: -200, y: 120 },
      { name: 'Sherbrooke', rank: 6, x: 500, y: 200 },
    ];
    const marker = { left: 290, top: 110, right: 310, bottom: 130 };
    expect(names(placeLabels(candidates, 10, VIEW, [marker]))).toEqual(['Sherbrooke']);
  });

  it('takes room to the right of the dot, wider for a longer name', () => {
    const short = labelBox({ name: 'Lac', x: 0, y: 0 });
    const long = labelBox({ name: 'Saint-Jean-sur-Richelieu', x: 0, y: 0 });
    expect(short.left).toBeLessThan(0);
    expect(long.right).toBeGreaterThan(short.right);
    expect(long.bottom - long.top).toBe(short.bottom - short.top);
  });
});
