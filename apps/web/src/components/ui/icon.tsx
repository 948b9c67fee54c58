import { ICONS } from './icon-paths';
import { CASHIER_ICONS } from './icon-paths-cashier';
import { LOBBY_ICONS } from './icon-paths-lobby';
import type { IconShape } from './icon-shape';

const PATHS = { ...ICONS, ...CASHIER_ICONS, ...LOBBY_ICONS };

export type IconName = keyof typeof PATHS;

/** The SVG element of one shape; its own text is its key (an icon never draws the same stroke twice). */
function shapeElement(shape: IconShape) {
  const key = String(shape);
  if (typeof shape === 'string') return <path key={key} d={shape} />;
  switch (shape[0]) {
    case 'circle':
      return <circle key={key} cx={shape[1]} cy={shape[2]} r={shape[3]} />;
    case 'ellipse':
      return <ellipse key={key} cx={shape[1]} cy={shape[2]} rx={shape[3]} ry={shape[4]} />;
    case 'rect':
      return <rect key={key} x={shape[1]} y={shape[2]} width={shape[3]} height={shape[4]} rx={shape[5]} />;
  }
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map(shapeElement)}
    </svg>
  );
}
