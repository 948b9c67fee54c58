import type { IconShape } from './icon-shape';

/**
 * The icons of the pages beyond the first screen (the cashier, the member and agent centres, the console, the game
 * pages), on the same 24-unit stroke grid as the shell's: one chunk, loaded when a page first draws one.
 */
export const PAGE_ICONS = {
  arrowUp: ['M12 19.5V5M6 10.5 12 4.5l6 6'],
  arrowLeft: ['M19.5 12H5M10.5 6 4.5 12l6 6'],
  telegram: ['m3.5 11.5 16-6.5-2.8 14.5-5-3.8-2.6 2.6.4-4.1 6.7-6.2-8.5 5.2Z'],
  facebook: [['rect', 3.5, 3.5, 17, 17, 4], 'M15.5 8.5h-1.8a1.7 1.7 0 0 0-1.7 1.7V20.5M10 13h5'],
  lock: [['rect', 5, 10.5, 14, 10, 2], 'M8 10.5V8a4 4 0 0 1 8 0v2.5'],
  wrench: [
    'M14.6 4.2a4.6 4.6 0 0 0-5.5 6.2l-5.3 5.3a2 2 0 0 0 2.8 2.8l5.3-5.3a4.6 4.6 0 0 0 6.2-5.5l-2.7 2.7-2.4-.6-.6-2.4Z',
  ],
  mail: [['rect', 3.5, 5.5, 17, 13, 2], 'm4 7 8 6 8-6'],
  target: [
    ['circle', 12, 12, 8.5],
    ['circle', 12, 12, 4.5],
    ['circle', 12, 12, 0.8],
  ],
  bag: ['M5 8h14l-1 12H6Z', 'M9 10.5V7a3 3 0 0 1 6 0v3.5'],
  logout: ['M10 4.5H6a1.5 1.5 0 0 0-1.5 1.5v12A1.5 1.5 0 0 0 6 19.5h4', 'M14 8l4 4-4 4M18 12H9.5'],
  shield: ['M12 3.5 19 6v5.2c0 4.4-2.9 7.6-7 9.3-4.1-1.7-7-4.9-7-9.3V6Z'],
  eye: ['M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z', ['circle', 12, 12, 3]],
  eyeOff: [
    'M10 5.8A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.4 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.9 0 3.5-.6 4.8-1.5',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16',
  ],
  copy: [
    ['rect', 8.5, 8.5, 11, 11, 2],
    'M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5',
  ],
  phone: [['rect', 7, 3, 10, 18, 2], 'M11 17.5h2'],
  key: [['circle', 8, 15, 3.5], 'm10.5 12.5 8-8M16 7l2.5 2.5M14 9l2 2'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  bank: ['M3.5 9 12 4.5 20.5 9', 'M5.5 10v7.5M9.8 10v7.5M14.2 10v7.5M18.5 10v7.5', 'M3.5 20h17'],
  transfer: ['M4 8.5h15M15.5 5 19 8.5 15.5 12', 'M20 15.5H5M8.5 12 5 15.5 8.5 19'],
  withdraw: [
    'M12 14.5v-11M7.5 8 12 3.5 16.5 8',
    'M4 15.5v3A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-3',
  ],
  image: [['rect', 3.5, 4.5, 17, 15, 2.5], ['circle', 9, 10, 1.8], 'm20.5 16-5-5-8.5 8.5'],
  plus: ['M12 5v14M5 12h14'],
  trash: [
    'M4.5 7h15M9.5 7V4.5h5V7M6.5 7l.9 12.1a1.5 1.5 0 0 0 1.5 1.4h6.2a1.5 1.5 0 0 0 1.5-1.4L17.5 7',
    'M10 11v6M14 11v6',
  ],
  send: ['M20.5 3.5 10 14M20.5 3.5l-6.5 17-4-6.5-6.5-4Z'],
  calendar: [['rect', 3.5, 5, 17, 15.5, 2.5], 'M3.5 10h17M8 3v4M16 3v4'],
  bell: ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15Z', 'M10 20.5a2 2 0 0 0 4 0'],
  checkCircle: [['circle', 12, 12, 8.5], 'm8 12.3 2.7 2.7L16 9.7'],
  xCircle: [['circle', 12, 12, 8.5], 'm9 9 6 6M15 9l-6 6'],
  hourglass: [
    'M6.5 3.5h11M6.5 20.5h11',
    'M7.5 3.5c0 4.5 4.5 5.5 4.5 8.5s-4.5 4-4.5 8.5M16.5 3.5c0 4.5-4.5 5.5-4.5 8.5s4.5 4 4.5 8.5',
  ],
  clipboard: [['rect', 5.5, 4.5, 13, 16, 2], 'M9 4.5v-1h6v1M9 10h6M9 14h6M9 18h3.5'],
  scale: ['M12 4v16M7.5 20h9M5 7h14', 'm5 7-2.5 6a2.5 2.5 0 0 0 5 0Zm14 0-2.5 6a2.5 2.5 0 0 0 5 0Z'],
  history: ['M4 12a8 8 0 1 0 2.4-5.7M4 4.5V8h3.5', 'M12 8v4.5l3 1.8'],
  arrowRight: ['M5 12h14M13.5 6.5 19 12l-5.5 5.5'],
  undo: ['M9 14 4.5 9.5 9 5', 'M4.5 9.5H15a4.5 4.5 0 0 1 0 9h-3'],
  play: ['M8 5.5v13l10.5-6.5L8 5.5Z'],
  expand: ['M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5'],
  filter: ['M4 5h16l-6 7.5V19l-4-1.5v-5L4 5Z'],
} satisfies Record<string, readonly IconShape[]>;

export type PageIconName = keyof typeof PAGE_ICONS;
