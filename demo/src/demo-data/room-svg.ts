import { shade } from './avatar-svg';
import { createRng, type Rng } from './random';

/** The rooms of the cleaners' profile galleries (their seeds depend on this list: kept as it was). */
export const ROOMS = ['kitchen', 'bathroom', 'living-room'] as const;
/** Every room that can be drawn: the public gallery's office too. */
export const ALL_ROOMS = [...ROOMS, 'office'] as const;
export type Room = (typeof ALL_ROOMS)[number];
export type Phase = 'before' | 'after';

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;

const WALLS = ['#efe6d8', '#e3ebe2', '#e6e9ee', '#f3e7dc', '#dfe9f0'] as const;
const CABINETS = ['#fafaf9', '#3f5468', '#8aa58f', '#b08d6a', '#e8e2d6'] as const;
const COUNTERS = ['#d6d3d1', '#44403c', '#c8a97e', '#f5f5f4'] as const;
const TILES = ['#ffffff', '#d7ecf3', '#dcefe4', '#e7e5e4', '#f1e6da'] as const;
const SOFAS = ['#4f6d7a', '#a05a4a', '#6b7f4e', '#c2a47a', '#5b5f97'] as const;
const FLOORS = ['#b7865a', '#a47148', '#c9a27a', '#8c6442'] as const;

/** What a room looks like: drawn from the seed, the same in the photo before and the one after. */
type Scene = { rng: Rng; wall: string; cabinet: string; counter: string; tile: string; sofa: string; floor: string; flip: boolean };

const sceneOf = (seed: number): Scene => {
  const rng = createRng(seed);
  return {
    wall: rng.pick(WALLS), cabinet: rng.pick(CABINETS), counter: rng.pick(COUNTERS), tile: rng.pick(TILES),
    sofa: rng.pick(SOFAS), floor: rng.pick(FLOORS), flip: rng.chance(0.5), rng,
  };
};

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function kitchen(s: Scene): string {
  const doors = [0, 1, 2, 3, 4].map((i) => rect(24 + i * 120, 20, 112, 118, s.cabinet, `rx="4" stroke="${shade(s.cabinet, -0.2)}" stroke-width="2"`) +
    rect(70 + i * 120, 118, 20, 6, '#9ca3af', 'rx="3"')).join('');
  const lower = [0, 1, 2, 3, 4].map((i) => rect(24 + i * 120, 340, 112, 132, s.cabinet, `rx="4" stroke="${shade(s.cabinet, -0.2)}" stroke-width="2"`) +
    rect(70 + i * 120, 354, 20, 6, '#9ca3af', 'rx="3"')).join('');
  return [
    rect(0, 0, 640, 480, s.wall),
    `<pattern id="subway" width="40" height="20" patternUnits="userSpaceOnUse">${rect(0, 0, 40, 20, s.tile)}<path d="M0 0H40M0 10H40M20 0V10M0 10V20M40 10V20" stroke="${shade(s.tile, -0.12)}" stroke-width="1.5"/></pattern>`,
    rect(0, 140, 640, 160, 'url(#subway)'),
    doors,
    rect(0, 296, 640, 30, s.counter),
    rect(0, 322, 640, 10, shade(s.counter, -0.18)),
    lower,
    // The sink and its tap, the hob on the other side.
    `<ellipse cx="${s.flip ? 440 : 200}" cy="308" rx="86" ry="12" fill="${shade(s.counter, -0.3)}"/>`,
    `<path d="M${s.flip ? 440 : 200} 304 V250 Q${s.flip ? 440 : 200} 236 ${s.flip ? 460 : 220} 236 H${s.flip ? 470 : 230} V250" stroke="#9ca3af" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    rect(s.flip ? 80 : 390, 290, 170, 8, '#1f2937', 'rx="3"'),
    `<circle cx="${s.flip ? 125 : 435}" cy="294" r="18" fill="none" stroke="#4b5563" stroke-width="3"/><circle cx="${s.flip ? 205 : 515}" cy="294" r="14" fill="none" stroke="#4b5563" stroke-width="3"/>`,
  ].join('');
}

function bathroom(s: Scene): string {
  const mirrorX = s.flip ? 380 : 90;
  const tubX = s.flip ? 30 : 360;
  return [
    `<pattern id="squares" width="48" height="48" patternUnits="userSpaceOnUse">${rect(0, 0, 48, 48, s.tile)}<path d="M0 0H48M0 0V48" stroke="${shade(s.tile, -0.15)}" stroke-width="3"/></pattern>`,
    rect(0, 0, 640, 480, 'url(#squares)'),
    `<pattern id="floor" width="40" height="40" patternUnits="userSpaceOnUse">${rect(0, 0, 40, 40, '#9ca3af')}${rect(0, 0, 20, 20, '#d1d5db')}${rect(20, 20, 20, 20, '#d1d5db')}</pattern>`,
    rect(0, 430, 640, 50, 'url(#floor)'),
    // The mirror over the basin, the vanity, the tub.
    rect(mirrorX, 40, 170, 190, '#cfe3ee', `rx="12" stroke="${shade(s.cabinet, -0.3)}" stroke-width="8"`),
    `<path d="M${mirrorX + 30} 190 L${mirrorX + 110} 70 M${mirrorX + 60} 200 L${mirrorX + 140} 90" stroke="#ffffff" stroke-width="10" opacity="0.7"/>`,
    rect(mirrorX - 40, 270, 250, 22, '#f5f5f4', 'rx="6"'),
    `<ellipse cx="${mirrorX + 85}" cy="276" rx="60" ry="9" fill="#d4d4d4"/>`,
    `<path d="M${mirrorX + 85} 272 V248 H${mirrorX + 104}" stroke="#9ca3af" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    rect(mirrorX - 30, 292, 230, 138, s.cabinet, `stroke="${shade(s.cabinet, -0.2)}" stroke-width="2"`),
    rect(mirrorX + 80, 300, 4, 122, shade(s.cabinet, -0.2)),
    rect(tubX, 300, 250, 130, '#fafafa', 'rx="26" stroke="#d4d4d4" stroke-width="3"'),
    rect(tubX + 14, 300, 222, 16, '#e5e7eb', 'rx="8"'),
    `<path d="M${tubX + 200} 300 V200 Q${tubX + 200} 180 ${tubX + 180} 180" stroke="#9ca3af" stroke-width="7" fill="none"/>`,
  ].join('');
}

function livingRoom(s: Scene): string {
  const planks = Array.from({ length: 17 }, (_, i) => {
    const x = -320 + i * 80;
    return `<path d="M${x} 480 L${320 + (x - 320) * 0.45} 290" stroke="${shade(s.floor, -0.25)}" stroke-width="2"/>`;
  }).join('');
  const joints = Array.from({ length: 5 }, (_, i) => `<path d="M0 ${310 + i * i * 9 + i * 16} H640" stroke="${shade(s.floor, -0.12)}" stroke-width="1.5"/>`).join('');
  const sofaX = s.flip ? 300 : 70;
  return [
    rect(0, 0, 640, 290, s.wall),
    rect(0, 282, 640, 10, '#f5f5f4'),
    rect(0, 290, 640, 190, s.floor),
    planks,
    joints,
    // The window, a frame on the wall, the sofa, the rug and the coffee table.
    rect(s.flip ? 70 : 430, 40, 150, 150, '#bfdbfe', 'stroke="#fafaf9" stroke-width="10"'),
    `<path d="M${s.flip ? 145 : 505} 40 V190 M${s.flip ? 70 : 430} 115 H${s.flip ? 220 : 580}" stroke="#fafaf9" stroke-width="6"/>`,
    rect(sofaX + 90, 70, 90, 64, '#fde68a', 'stroke="#78350f" stroke-width="6"'),
    rect(sofaX, 190, 270, 70, s.sofa, 'rx="14"'),
    rect(sofaX - 10, 230, 290, 70, shade(s.sofa, -0.1), 'rx="14"'),
    rect(sofaX - 20, 210, 36, 100, shade(s.sofa, -0.2), 'rx="12"'),
    rect(sofaX + 254, 210, 36, 100, shade(s.sofa, -0.2), 'rx="12"'),
    `<path d="M120 470 L190 340 H450 L520 470 Z" fill="#e7d8c4" stroke="#c9b59a" stroke-width="4"/>`,
    `<path d="M215 390 H425 L435 404 H205 Z" fill="#78563a"/>`,
    rect(220, 404, 8, 40, '#5b3f2a'),
    rect(412, 404, 8, 40, '#5b3f2a'),
  ].join('');
}

function office(s: Scene): string {
  const deskX = s.flip ? 250 : 90;
  const books = Array.from({ length: 9 }, (_, i) =>
    rect((s.flip ? 40 : 470) + i * 14, 70 + (i % 3) * 4, 12, 56 - (i % 3) * 4, ['#1d4ed8', '#b91c1c', '#ca8a04', '#15803d', '#7c3aed'][i % 5]!),
  ).join('');
  return [
    rect(0, 0, 640, 300, s.wall),
    rect(0, 292, 640, 10, '#f5f5f4'),
    // A grey office carpet in tiles.
    `<pattern id="carpet" width="80" height="40" patternUnits="userSpaceOnUse">${rect(0, 0, 80, 40, '#9ca3af')}<path d="M0 0H80M0 0V40" stroke="#8b929c" stroke-width="2"/></pattern>`,
    rect(0, 300, 640, 180, 'url(#carpet)'),
    // The window, the shelf of binders and books, the desk with its screen, keyboard and lamp, the chair.
    rect(s.flip ? 430 : 300, 40, 160, 130, '#bfdbfe', 'stroke="#fafaf9" stroke-width="10"'),
    `<path d="M${s.flip ? 510 : 380} 40 V170" stroke="#fafaf9" stroke-width="6"/>`,
    rect(s.flip ? 30 : 460, 126, 150, 10, shade(s.cabinet, -0.25)),
    rect(s.flip ? 30 : 460, 60, 150, 8, shade(s.cabinet, -0.25)),
    books,
    rect(deskX, 250, 300, 18, s.counter, 'rx="4"'),
    rect(deskX + 10, 268, 14, 120, shade(s.counter, -0.3)),
    rect(deskX + 276, 268, 14, 120, shade(s.counter, -0.3)),
    rect(deskX + 180, 268, 100, 70, shade(s.counter, -0.15), 'rx="3"'),
    rect(deskX + 80, 150, 140, 90, '#1f2937', 'rx="6"'),
    rect(deskX + 88, 158, 124, 74, '#60a5fa', 'rx="3"'),
    rect(deskX + 140, 240, 20, 12, '#374151'),
    rect(deskX + 90, 242, 120, 6, '#d1d5db', 'rx="2"'),
    `<path d="M${deskX + 30} 250 L${deskX + 44} 200 L${deskX + 70} 190" stroke="#374151" stroke-width="5" fill="none"/><path d="M${deskX + 60} 182 L${deskX + 86} 196 L${deskX + 74} 206 Z" fill="#374151"/>`,
    rect(deskX + 110, 300, 90, 20, s.sofa, 'rx="8"'),
    rect(deskX + 120, 270, 70, 40, shade(s.sofa, -0.1), 'rx="10"'),
    rect(deskX + 150, 320, 10, 50, '#374151'),
    `<path d="M${deskX + 115} 384 H${deskX + 195} M${deskX + 155} 370 V384" stroke="#374151" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

const ROOM_DRAWINGS: Record<Room, (scene: Scene) => string> = { kitchen, bathroom, 'living-room': livingRoom, office };

/** Stains, crumbs and things left lying about, where each room gets dirty. */
function mess(room: Room, rng: Rng): string {
  const stain = (x: number, y: number, r: number, colour: string, opacity: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * (0.4 + rng.next() * 0.4)}" fill="${colour}" opacity="${opacity}" filter="url(#soft)"/>`;
  const scatter = (count: number, area: [number, number, number, number], draw: (x: number, y: number) => string) =>
    Array.from({ length: count }, () => draw(area[0] + rng.next() * area[2], area[1] + rng.next() * area[3])).join('');
  const clothes = ['#b91c1c', '#1d4ed8', '#ca8a04', '#374151', '#7c3aed'] as const;
  const item = (x: number, y: number) => {
    const colour = rng.pick(clothes);
    const angle = rng.int(-40, 40);
    return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M-28 -10 Q-10 -22 10 -12 Q30 -4 26 10 Q4 20 -22 12 Z" fill="${colour}"/><path d="M-18 -4 Q0 4 16 -2" stroke="${shade(colour, -0.3)}" stroke-width="3" fill="none"/></g>`;
  };
  const mug = (x: number, y: number) => `${rect(x - 12, y - 22, 24, 24, '#f5f5f4', 'rx="3"')}<path d="M${x + 12} ${y - 16} q10 0 10 8 q0 8 -10 8" stroke="#f5f5f4" stroke-width="4" fill="none"/>${rect(x - 10, y - 20, 20, 4, '#78350f')}`;
  const paper = (x: number, y: number) => rect(x, y, 34, 24, '#f8fafc', `transform="rotate(${rng.int(-30, 30)} ${x} ${y})" stroke="#cbd5e1"`);
  const crumbs = (area: [number, number, number, number], colour: string) => scatter(40, area, (x, y) => `<circle cx="${x}" cy="${y}" r="${1.5 + rng.next() * 2.5}" fill="${colour}"/>`);
  switch (room) {
    case 'kitchen':
      return [
        scatter(14, [20, 150, 600, 140], (x, y) => stain(x, y, 6 + rng.next() * 10, '#92400e', 0.35)),
        scatter(4, [40, 298, 560, 20], (x, y) => stain(x, y, 24 + rng.next() * 16, '#713f12', 0.5)),
        crumbs([20, 298, 600, 22], '#a16207'),
        scatter(5, [60, 300, 520, 1], mug),
        scatter(3, [40, 280, 560, 10], paper),
        scatter(8, [20, 340, 600, 130], (x, y) => stain(x, y, 8 + rng.next() * 8, '#57534e', 0.3)),
      ].join('');
    case 'bathroom':
      return [
        scatter(30, [0, 0, 640, 270], (x, y) => `<circle cx="${x}" cy="${y}" r="${2 + rng.next() * 3}" fill="#3f6212" opacity="0.45"/>`),
        scatter(10, [60, 50, 520, 180], (x, y) => stain(x, y, 8 + rng.next() * 8, '#e2e8f0', 0.8)),
        scatter(5, [40, 262, 560, 30], (x, y) => stain(x, y, 14, '#a3a3a3', 0.6)),
        scatter(3, [60, 420, 520, 40], item),
        scatter(3, [50, 262, 540, 10], mug),
        `<path d="M20 350 H620" stroke="#a16207" stroke-width="6" opacity="0.35" filter="url(#soft)"/>`,
      ].join('');
    case 'office':
      return [
        scatter(9, [40, 300, 560, 170], paper),
        // On the desk, wherever it stands (x 250–390 is on it whichever way the room is drawn).
        scatter(3, [262, 236, 110, 10], mug),
        scatter(6, [40, 320, 560, 150], (x, y) => stain(x, y, 12 + rng.next() * 12, '#57534e', 0.45)),
        scatter(8, [20, 20, 600, 260], (x, y) => stain(x, y, 6 + rng.next() * 8, '#78716c', 0.3)),
        crumbs([255, 240, 130, 14], '#a16207'),
        scatter(2, [60, 400, 520, 40], item),
      ].join('');
    case 'living-room':
      return [
        scatter(6, [60, 320, 520, 150], item),
        scatter(5, [80, 300, 480, 170], paper),
        scatter(8, [40, 300, 560, 170], (x, y) => `<circle cx="${x}" cy="${y}" r="${8 + rng.next() * 8}" fill="#9ca3af" opacity="0.6" filter="url(#soft)"/>`),
        scatter(6, [160, 320, 320, 150], (x, y) => stain(x, y, 14 + rng.next() * 12, '#57534e', 0.45)),
        scatter(3, [230, 392, 180, 1], mug),
        crumbs([150, 330, 340, 140], '#78716c'),
      ].join('');
  }
}

/** What the cleaner leaves: a folded towel or a plant, light on the surfaces, a few glints. */
function shine(room: Room, rng: Rng): string {
  const sparkle = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r} Z" fill="#ffffff" opacity="0.95"/>`;
  const sparkles = Array.from({ length: rng.int(5, 8) }, () => sparkle(40 + rng.next() * 560, 60 + rng.next() * 380, 8 + rng.next() * 12)).join('');
  const plant = (x: number, y: number) =>
    `${rect(x - 16, y - 26, 32, 28, '#c2410c', 'rx="4"')}<path d="M${x} ${y - 26} C${x - 30} ${y - 50} ${x - 20} ${y - 80} ${x} ${y - 60} C${x + 20} ${y - 84} ${x + 34} ${y - 50} ${x} ${y - 26}" fill="#15803d"/>`;
  const towel = (x: number, y: number) => `${rect(x, y, 70, 26, '#ffffff', 'rx="4"')}${rect(x, y + 8, 70, 4, '#7dd3fc')}${rect(x, y + 26, 70, 16, '#f1f5f9', 'rx="4"')}`;
  const gleam = `<path d="M0 300 L640 300" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`;
  switch (room) {
    case 'kitchen':
      return gleam + plant(rng.int(300, 340), 298) + sparkles;
    case 'bathroom':
      return towel(rng.chance(0.5) ? 250 : 300, 250) + `<path d="M20 330 H620" stroke="#ffffff" stroke-width="5" opacity="0.8"/>` + sparkles;
    case 'office':
      return plant(rng.chance(0.5) ? 40 : 600, 300) + `<path d="M0 250 L640 250" stroke="#ffffff" stroke-width="3" opacity="0.5"/>` + sparkles;
    case 'living-room':
      return plant(rng.chance(0.5) ? 40 : 600, 300) + plant(320, 390) + `<path d="M60 470 L300 300" stroke="#ffffff" stroke-width="30" opacity="0.12"/>` + sparkles;
  }
}

/**
 * A before or after photo of a room, as SVG: the same room drawn from `seed` in both, dull, stained and cluttered
 * before, bright and tidy after. Same seed and phase, same picture.
 */
export function demoRoomSvg(seed: number, room: Room, phase: Phase): string {
  const scene = sceneOf(seed);
  const drawing = ROOM_DRAWINGS[room](scene);
  const extra = createRng(seed ^ 0x5bd1e995);
  const filters =
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>' +
    '<filter id="dull"><feColorMatrix type="saturate" values="0.45"/></filter>' +
    '<radialGradient id="vignette" cx="50%" cy="45%" r="75%"><stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#1c1917" stop-opacity="0.55"/></radialGradient>' +
    '<radialGradient id="light" cx="50%" cy="30%" r="70%"><stop offset="0%" stop-color="#fff" stop-opacity="0.35"/><stop offset="100%" stop-color="#fff" stop-opacity="0"/></radialGradient>';
  const body =
    phase === 'before'
      ? `<g filter="url(#dull)">${drawing}${mess(room, extra)}</g>${rect(0, 0, 640, 480, '#57442c', 'opacity="0.22"')}${rect(0, 0, 640, 480, 'url(#vignette)')}`
      : `${drawing}${shine(room, extra)}${rect(0, 0, 640, 480, 'url(#light)')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 640 480"><defs>${filters}</defs>${body}</svg>`;
}
