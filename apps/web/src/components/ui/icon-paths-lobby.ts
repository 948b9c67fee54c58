import type { IconShape } from './icon-shape';

/** Icons of the game lobby and game pages, on the same 24-unit stroke grid as the shell's. */
export const LOBBY_ICONS = {
  play: ['M8 5.5v13l10.5-6.5L8 5.5Z'],
  trophy: [
    'M8 4h8v5a4 4 0 0 1-8 0V4Z',
    'M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4',
    'M12 13v3.5M8.5 20h7M10 16.5h4l.5 3.5h-5l.5-3.5Z',
  ],
  expand: ['M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5'],
  filter: ['M4 5h16l-6 7.5V19l-4-1.5v-5L4 5Z'],
} satisfies Record<string, readonly IconShape[]>;
