import type { IconShape } from './icon-shape';

/** Icons of the wallet, cashier and operator screens, drawn on the same 24-unit stroke grid as the shell's. */
export const CASHIER_ICONS = {
  wallet: [
    'M18 6.5V5.8a1.8 1.8 0 0 0-2.2-1.8L5.6 6.1a2.5 2.5 0 0 0-2.1 2.5',
    ['rect', 3.5, 6.5, 17, 13, 2.5],
    'M20.5 11h-4a2 2 0 0 0 0 4h4',
  ],
  bank: ['M3.5 9 12 4.5 20.5 9', 'M5.5 10v7.5M9.8 10v7.5M14.2 10v7.5M18.5 10v7.5', 'M3.5 20h17'],
  transfer: ['M4 8.5h15M15.5 5 19 8.5 15.5 12', 'M20 15.5H5M8.5 12 5 15.5 8.5 19'],
  deposit: [
    'M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5',
    'M4 15.5v3A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-3',
  ],
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
  list: ['M9 6.5h11M9 12h11M9 17.5h11', 'M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01'],
  clipboard: [['rect', 5.5, 4.5, 13, 16, 2], 'M9 4.5v-1h6v1M9 10h6M9 14h6M9 18h3.5'],
  scale: ['M12 4v16M7.5 20h9M5 7h14', 'm5 7-2.5 6a2.5 2.5 0 0 0 5 0Zm14 0-2.5 6a2.5 2.5 0 0 0 5 0Z'],
  history: ['M4 12a8 8 0 1 0 2.4-5.7M4 4.5V8h3.5', 'M12 8v4.5l3 1.8'],
  arrowRight: ['M5 12h14M13.5 6.5 19 12l-5.5 5.5'],
  undo: ['M9 14 4.5 9.5 9 5', 'M4.5 9.5H15a4.5 4.5 0 0 1 0 9h-3'],
} satisfies Record<string, readonly IconShape[]>;
