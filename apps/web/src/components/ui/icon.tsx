import { ICONS } from './icon-paths';
import { CASHIER_ICONS } from './icon-paths-cashier';
import { LOBBY_ICONS } from './icon-paths-lobby';

const PATHS = { ...ICONS, ...CASHIER_ICONS, ...LOBBY_ICONS };

export type IconName = keyof typeof PATHS;

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
      {PATHS[name]}
    </svg>
  );
}
