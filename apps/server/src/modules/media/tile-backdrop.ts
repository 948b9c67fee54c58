/**
 * What surrounds a tile's picture: the background (a palette's gradient, a glow, one of a few patterns) and the
 * vendor's frame. Coordinates are the tile's 300 × 300.
 */
export type Palette = { deep: string; mid: string; glow: string };

/** Palettes for tiles that are not slots (a slot takes its theme's). */
export const TABLE_PALETTES: readonly Palette[] = [
  { deep: '#062a1c', mid: '#15803d', glow: '#a7f3d0' },
  { deep: '#33060f', mid: '#b91c3c', glow: '#fecdd3' },
  { deep: '#081634', mid: '#1d4ed8', glow: '#bfdbfe' },
  { deep: '#22093d', mid: '#7c3aed', glow: '#ddd6fe' },
  { deep: '#2e1a03', mid: '#b45309', glow: '#fde68a' },
  { deep: '#0f1a2e', mid: '#0e7490', glow: '#a5f3fc' },
];

export const WATER_PALETTES: readonly Palette[] = [
  { deep: '#021a33', mid: '#0369a1', glow: '#7dd3fc' },
  { deep: '#022624', mid: '#0f766e', glow: '#99f6e4' },
  { deep: '#0a1540', mid: '#1e40af', glow: '#a5b4fc' },
];

export function background(palette: Palette, pattern: number): string {
  const { deep, mid, glow } = palette;
  const patterns = [
    // Sunburst: twelve soft rays from behind the picture.
    `<g fill="${glow}" opacity=".09">${Array.from({ length: 12 }, (_, index) => `<path d="M150 135 L${ray(index * 30 - 6)} L${ray(index * 30 + 6)}Z"/>`).join('')}</g>`,
    `<g fill="none" stroke="${glow}" opacity=".14"><circle cx="150" cy="135" r="70" stroke-width="10"/><circle cx="150" cy="135" r="118" stroke-width="8"/><circle cx="150" cy="135" r="170" stroke-width="6"/></g>`,
    `<pattern id="p" width="22" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="22" fill="${glow}" opacity=".08"/></pattern><rect width="300" height="300" fill="url(#p)"/>`,
    `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="2.2" fill="${glow}" opacity=".16"/></pattern><rect width="300" height="300" fill="url(#p)"/>`,
  ];
  return `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<rect width="300" height="300" fill="url(#bg)"/>${patterns[pattern % patterns.length] ?? ''}<circle cx="150" cy="135" r="135" fill="url(#glow)"/>`;
}

function ray(degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  return `${(150 + 260 * Math.cos(angle)).toFixed(0)} ${(135 + 260 * Math.sin(angle)).toFixed(0)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The studio's mark: its code on a pill of its colour, bottom centre, where the lobby puts no badge. */
function monogram(code: string, colour: string): string {
  const text = escapeXml(code.replaceAll('_', ' '));
  const width = 26 + text.length * 11;
  return `<rect x="${150 - width / 2}" y="258" width="${width}" height="28" rx="14" fill="${colour}" stroke="#0b1020" stroke-opacity=".5" stroke-width="2"/><text x="150" y="278" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="800" fill="#fff" letter-spacing=".5">${text}</text>`;
}

/**
 * Eight frames, one per slot studio (the same studio always frames its games the same way), in the studio's
 * brand colour: marquee lights, a double rule, corner brackets, cut corners, a footer band, a corner ribbon,
 * an arch, a neon edge.
 */
const FRAMES: readonly ((colour: string) => string)[] = [
  (c) =>
    `<rect x="6" y="6" width="288" height="288" rx="22" fill="none" stroke="${c}" stroke-width="12"/><rect x="6" y="6" width="288" height="288" rx="22" fill="none" stroke="#fff6c8" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 18"/>`,
  (c) =>
    `<rect x="5" y="5" width="290" height="290" rx="22" fill="none" stroke="${c}" stroke-width="10"/><rect x="16" y="16" width="268" height="268" rx="14" fill="none" stroke="#f7d774" stroke-width="2.5"/>`,
  (c) =>
    `<path d="M8 70 V8 H70 M230 8 H292 V70 M292 230 V292 H230 M70 292 H8 V230" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/><path d="M22 60 V22 H60 M240 22 H278 V60 M278 240 V278 H240 M60 278 H22 V240" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2.5"/>`,
  (c) =>
    `<path d="M40 6 H260 L294 40 V260 L260 294 H40 L6 260 V40 Z" fill="none" stroke="${c}" stroke-width="10" stroke-linejoin="round"/><path d="M44 17 H256 L283 44 V256 L256 283 H44 L17 256 V44 Z" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
  (c) =>
    `<rect x="4" y="4" width="292" height="292" rx="22" fill="none" stroke="${c}" stroke-width="8"/><path d="M4 246 H296 V274 Q296 296 274 296 H26 Q4 296 4 274 Z" fill="${c}" opacity=".92"/><path d="M4 246 H296" stroke="#f7d774" stroke-width="3"/>`,
  (c) =>
    `<rect x="4" y="4" width="292" height="292" rx="22" fill="none" stroke="${c}" stroke-width="8"/><path d="M190 296 L296 190 V226 L226 296 Z" fill="${c}"/><path d="M204 296 L296 204" stroke="#fff" stroke-opacity=".6" stroke-width="2.5"/>`,
  (c) =>
    `<path d="M8 292 V110 Q8 8 150 8 Q292 8 292 110 V292 Z" fill="none" stroke="${c}" stroke-width="11"/><path d="M20 292 V112 Q20 20 150 20 Q280 20 280 112 V292" fill="none" stroke="#f7d774" stroke-opacity=".8" stroke-width="2.5"/>`,
  (c) =>
    `<rect x="8" y="8" width="284" height="284" rx="20" fill="none" stroke="${c}" stroke-width="16" stroke-opacity=".45"/><rect x="8" y="8" width="284" height="284" rx="20" fill="none" stroke="${c}" stroke-width="5"/><rect x="8" y="8" width="284" height="284" rx="20" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`,
];

/** Studios with slots get a frame each; the others share them by their code. */
const FRAME_OF: Readonly<Record<string, number>> = {
  PG: 0,
  EG2: 1,
  PT: 2,
  JDB: 3,
  CQ9: 4,
  FC: 5,
  JL: 6,
  BGS: 7,
};

export function vendorFrame(vendorCode: string, colour: string, hash: number): string {
  const frame = FRAMES[FRAME_OF[vendorCode] ?? hash % FRAMES.length] ?? FRAMES[0];
  return `${frame?.(colour) ?? ''}${monogram(vendorCode, colour)}`;
}
