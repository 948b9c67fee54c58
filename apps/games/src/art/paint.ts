/**
 * Drawn art without image files (decision 0008): a picture is a list of SVG elements in a 100 × 100 box, written
 * once and rendered two ways, as React elements on the game pages and as SVG text in the server's tile art.
 * Attribute names are React's (camelCase); the text renderer writes them as SVG spells them.
 */
export type Attributes = Readonly<Record<string, string | number>>;
export type Element = readonly [tag: 'path' | 'circle' | 'ellipse' | 'rect' | 'polygon', Attributes];
export type Text = readonly [tag: 'text', Attributes, content: string];
/** Shapes moved, scaled or faded as one. */
export type Group = readonly [tag: 'g', Attributes, children: Picture];
export type Shape = Element | Text | Group;
export type Picture = readonly Shape[];

/**
 * Paints: vertical gradients from a light top to a dark foot, which give every drawing the same lit-from-above
 * relief. Shapes fill with `paint('gold')`; whoever renders them defines the gradients they use once.
 */
export const PAINTS = {
  gold: ['#fff4b8', '#f7bd1c', '#9c5c00'],
  lemon: ['#fffcc0', '#ffe23c', '#b89500'],
  red: ['#ff9a9a', '#e3182b', '#6e0010'],
  orange: ['#ffd9a3', '#ff8a0a', '#9a3d00'],
  green: ['#c2f7a8', '#2eb548', '#0b5219'],
  teal: ['#b0fff2', '#14b8a6', '#05534c'],
  blue: ['#b5dcff', '#2f80ed', '#0a347c'],
  purple: ['#e6c4ff', '#9b45e4', '#43127a'],
  pink: ['#ffd0e8', '#f0529c', '#7e0d48'],
  silver: ['#ffffff', '#cfd6e0', '#6b7483'],
  ice: ['#ffffff', '#c4ecff', '#3f86c8'],
  ivory: ['#fffef4', '#f1e4c0', '#b49a64'],
  brown: ['#f0c293', '#a3622a', '#4a260b'],
  stone: ['#e7dcc5', '#b39c74', '#5e4a2c'],
  dark: ['#7d8594', '#3a4150', '#0f141f'],
  night: ['#3b4a8c', '#1c2354', '#090c24'],
} as const satisfies Record<string, readonly [string, string, string]>;

export type PaintName = keyof typeof PAINTS;

export const paint = (name: PaintName): string => `url(#ph-${name})`;

/** The outline every symbol is drawn with: dark enough to read on any reel colour. */
export const INK = '#1d0f2e';
export const line = (width = 2.5) => ({ stroke: INK, strokeWidth: width, strokeLinejoin: 'round' }) as const;

/** A soft white sheen on the upper part of a rounded form. */
export function gloss(cx: number, cy: number, rx: number, ry: number, opacity = 0.45): Element {
  return ['ellipse', { cx, cy, rx, ry, fill: '#ffffff', opacity }];
}

export function group(transform: string, shapes: Picture, extra: Attributes = {}): Group {
  return ['g', { transform, ...extra }, shapes];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function attributesSvg(attributes: Attributes): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${kebab(name)}="${escapeXml(String(value))}"`)
    .join('');
}

/** SVG text of a picture. */
export function pictureSvg(shapes: Picture): string {
  return shapes
    .map((shape) => {
      if (shape[0] === 'g') return `<g${attributesSvg(shape[1])}>${pictureSvg(shape[2])}</g>`;
      if (shape[0] === 'text') return `<text${attributesSvg(shape[1])}>${escapeXml(shape[2])}</text>`;
      return `<${shape[0]}${attributesSvg(shape[1])}/>`;
    })
    .join('');
}

/** The paints a piece of SVG text refers to. */
export function paintsUsed(svg: string): PaintName[] {
  return (Object.keys(PAINTS) as PaintName[]).filter((name) => svg.includes(`url(#ph-${name})`));
}

/** `<linearGradient>` definitions of the given paints. */
export function paintDefs(names: readonly PaintName[]): string {
  return names
    .map((name) => {
      const [top, middle, foot] = PAINTS[name];
      return `<linearGradient id="ph-${name}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${foot}"/></linearGradient>`;
    })
    .join('');
}
