import type { Gender } from '@weklean/domain';
import { createRng, type Rng } from './random';

/** The demo avatars' side, in pixels (the upload's thumbnail is made from it). */
export const AVATAR_SIZE = 256;

const SKIN = ['#ffdbac', '#f6d2b8', '#eec1a2', '#e0ac85', '#c98d5f', '#b07245', '#8d5524', '#6b3e26'] as const;
const HAIR = ['#1f1a17', '#2e211b', '#4a3324', '#6a4a2f', '#8d3b1f', '#b5652f', '#d4aa62', '#a8a29e'] as const;
const BACKGROUNDS = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#e0e7ff', '#ccfbf1', '#fde2d3', '#ede9fe', '#e7e5e4'] as const;
const SHORT_STYLES = ['short', 'side-part', 'buzz', 'curly'] as const;
const LONG_STYLES = ['long', 'bun', 'bob', 'curly-long'] as const;
type HairStyle = (typeof SHORT_STYLES)[number] | (typeof LONG_STYLES)[number];

/** A darker (amount < 0) or lighter shade of a #rrggbb colour. */
export function shade(colour: string, amount: number): string {
  const value = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

type Face = { skin: string; hair: string; style: HairStyle; glasses: boolean; beard: boolean; earrings: boolean; smile: number };

function faceOf(rng: Rng, gender: Gender): Face {
  const feminine = gender === 'female' || (gender !== 'male' && rng.chance(0.5));
  const older = rng.chance(0.18);
  return {
    skin: rng.pick(SKIN),
    hair: older ? rng.pick(['#a8a29e', '#d6d3d1', '#78716c'] as const) : rng.pick(HAIR.slice(0, 7)),
    style: feminine ? (rng.chance(0.85) ? rng.pick(LONG_STYLES) : rng.pick(SHORT_STYLES)) : rng.chance(0.92) ? rng.pick(SHORT_STYLES) : 'bun',
    glasses: rng.chance(0.22),
    beard: !feminine && rng.chance(0.3),
    earrings: feminine && rng.chance(0.35),
    smile: rng.int(6, 12),
  };
}

/** Hair drawn behind the head (long hair falling to the shoulders). */
function hairBehind({ hair, style }: Face): string {
  switch (style) {
    case 'long':
      return `<path d="M70 112 C66 52 98 38 128 38 C160 38 190 52 186 112 L194 206 C170 218 86 218 62 206 Z" fill="${hair}"/>`;
    case 'curly-long':
      return Array.from({ length: 14 }, (_, i) => {
        const side = i % 2 === 0 ? -1 : 1;
        const y = 70 + Math.floor(i / 2) * 20;
        return `<circle cx="${128 + side * (56 + (i % 3) * 4)}" cy="${y}" r="22" fill="${hair}"/>`;
      }).join('');
    case 'bob':
      return `<path d="M72 110 C68 54 98 40 128 40 C158 40 188 54 184 110 L186 160 C170 170 86 170 70 160 Z" fill="${hair}"/>`;
    case 'bun':
      return `<circle cx="128" cy="40" r="24" fill="${hair}"/>`;
    default:
      return '';
  }
}

/** Hair on top of the head: the fringe or the cut. */
function hairOnTop({ hair, style }: Face): string {
  const highlight = shade(hair, 0.18);
  switch (style) {
    case 'short':
      return `<path d="M80 108 C74 56 104 44 130 46 C160 46 184 62 176 108 C170 84 156 74 130 72 C106 72 90 82 80 108 Z" fill="${hair}"/>`;
    case 'side-part':
      return `<path d="M80 110 C72 52 110 40 138 46 C170 52 184 72 176 110 C172 86 160 70 112 74 C96 80 86 92 80 110 Z" fill="${hair}"/>` +
        `<path d="M112 50 C130 56 150 58 168 66" stroke="${highlight}" stroke-width="3" fill="none"/>`;
    case 'buzz':
      return `<path d="M82 100 C80 60 104 50 128 50 C154 50 178 60 174 100 C168 80 150 72 128 72 C106 72 88 80 82 100 Z" fill="${hair}" opacity="0.85"/>`;
    case 'curly':
    case 'curly-long':
      return (
        `<path d="M80 104 C76 58 104 50 128 50 C154 50 180 58 176 104 C168 84 150 76 128 76 C106 76 88 84 80 104 Z" fill="${hair}"/>` +
        Array.from({ length: 9 }, (_, i) => `<circle cx="${82 + i * 11.5}" cy="${82 - Math.sin((i / 8) * Math.PI) * 24}" r="14" fill="${hair}"/>`).join('')
      );
    case 'long':
    case 'bob':
      return `<path d="M78 112 C72 50 108 40 130 42 C158 42 186 56 178 112 C170 78 140 70 128 64 C116 76 96 84 78 112 Z" fill="${hair}"/>`;
    case 'bun':
      return `<path d="M80 104 C76 58 104 48 128 48 C154 48 180 58 176 104 C168 80 150 70 128 70 C106 70 88 80 80 104 Z" fill="${hair}"/>`;
  }
}

function faceFeatures(face: Face): string {
  const brow = shade(face.hair === '#a8a29e' ? '#57534e' : face.hair, -0.1);
  const lip = shade(face.skin, -0.35);
  const parts = [
    // Ears, then the eyes, brows, nose, mouth and cheeks.
    `<ellipse cx="80" cy="118" rx="9" ry="13" fill="${shade(face.skin, -0.06)}"/>`,
    `<ellipse cx="176" cy="118" rx="9" ry="13" fill="${shade(face.skin, -0.06)}"/>`,
    `<ellipse cx="110" cy="114" rx="5" ry="6" fill="#2b211c"/><ellipse cx="146" cy="114" rx="5" ry="6" fill="#2b211c"/>`,
    `<circle cx="112" cy="112" r="1.6" fill="#ffffff"/><circle cx="148" cy="112" r="1.6" fill="#ffffff"/>`,
    `<path d="M99 100 Q110 94 120 99 M136 99 Q146 94 157 100" stroke="${brow}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<path d="M128 118 Q124 132 130 134" stroke="${shade(face.skin, -0.25)}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    `<path d="M112 146 Q128 ${146 + face.smile} 144 146" stroke="${lip}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<circle cx="100" cy="134" r="8" fill="#f472b6" opacity="0.16"/><circle cx="156" cy="134" r="8" fill="#f472b6" opacity="0.16"/>`,
  ];
  if (face.beard) {
    parts.push(`<path d="M84 124 C86 170 108 180 128 180 C148 180 170 170 172 124 C166 150 150 158 128 158 C106 158 90 150 84 124 Z" fill="${face.hair}" opacity="0.9"/>`);
    parts.push(`<path d="M114 144 Q128 ${142 + face.smile} 142 144" stroke="${lip}" stroke-width="4" stroke-linecap="round" fill="none"/>`);
  }
  if (face.glasses) {
    parts.push(
      `<g stroke="#1f2937" stroke-width="3" fill="#ffffff" fill-opacity="0.15"><circle cx="110" cy="114" r="14"/><circle cx="146" cy="114" r="14"/>` +
        `<path d="M124 113 Q128 109 132 113 M96 112 L84 108 M160 112 L172 108" fill="none"/></g>`,
    );
  }
  if (face.earrings) parts.push('<circle cx="80" cy="136" r="3.5" fill="#facc15"/><circle cx="176" cy="136" r="3.5" fill="#facc15"/>');
  return parts.join('');
}

/**
 * A drawn head-and-shoulders portrait, as SVG: skin, hair colour and cut, glasses, beard drawn from `seed`; the cut
 * follows the declared gender (either when none is said). `shirt` is the clothes' colour. Same seed, same face.
 */
export function demoAvatarSvg(seed: number, gender: Gender, shirt: string): string {
  const rng = createRng(seed);
  const background = rng.pick(BACKGROUNDS);
  const face = faceOf(rng, gender);
  const neck = shade(face.skin, -0.12);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 256 256">`,
    `<rect width="256" height="256" fill="${background}"/>`,
    `<circle cx="196" cy="52" r="70" fill="#ffffff" opacity="0.25"/>`,
    hairBehind(face),
    `<path d="M108 150 L108 196 L148 196 L148 150 Z" fill="${neck}"/>`,
    `<path d="M28 256 C30 206 66 186 106 182 L128 206 L150 182 C190 186 226 206 228 256 Z" fill="${shirt}"/>`,
    `<path d="M106 182 L128 206 L150 182" stroke="${shade(shirt, -0.25)}" stroke-width="4" fill="none"/>`,
    `<ellipse cx="128" cy="116" rx="48" ry="56" fill="${face.skin}"/>`,
    hairOnTop(face),
    faceFeatures(face),
    '</svg>',
  ].join('');
}
