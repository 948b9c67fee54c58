import type { ReactNode } from 'react';

/** The shell's icon set, drawn for Playhall on a 24-unit grid (stroke icons that take the text colour). */
const ICONS = {
  home: (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h4.5v-5.5h4V20h4.5V10" />
    </>
  ),
  hot: (
    <path d="M12 3c.8 3.6 5 5.2 5 10a5 5 0 0 1-10 0c0-2.4 1.3-3.6 2.4-5 .4 1.4 1.3 2.2 2.4 2.2.1-2.6-.9-4.6.2-7.2Z" />
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M9 5v14M15 5v14" />
      <path d="M5 10.5h2M11 10.5h2M17 10.5h2" />
    </>
  ),
  LIVE: (
    <>
      <rect x="3" y="7" width="12" height="10" rx="2" />
      <path d="m15 11 6-3.5v9L15 13" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 3.8 2.8-1.4 4.4H9.6l-1.4-4.4Z" />
      <path d="M12 3.5v4M20.2 9.5l-4.4.8M17 19l-2.6-4.3M7 19l2.6-4.3M3.8 9.5l4.4.8" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3.2-5 9.2-5.8 13-1.8L21 7v10l-5-3.2C12.2 17.8 6.2 17 3 12Z" />
      <circle cx="8" cy="11.2" r="0.9" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="7.5" cy="14.5" r="4" />
      <circle cx="16.5" cy="14.5" r="4" />
      <circle cx="12" cy="7.5" r="4" />
    </>
  ),
  ELOTT: (
    <>
      <path d="M3.5 7h17v3a2 2 0 0 0 0 4v3h-17v-3a2 2 0 0 0 0-4Z" />
      <path d="M14 7.5v1.5M14 11.2v1.6M14 15v1.5" />
    </>
  ),
  PVP: (
    <>
      <rect x="3.5" y="5" width="10" height="14" rx="2" />
      <path d="m14.5 6.2 4.6 1.3a1.6 1.6 0 0 1 1.1 2l-2.6 9.2a1.6 1.6 0 0 1-2 1.1l-1.4-.4" />
      <path d="m8.5 9.5 2 2.5-2 2.5-2-2.5Z" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 8.5h10a4 4 0 0 1 4 4.3l-.3 2.6a2.2 2.2 0 0 1-3.8 1.2L15 14.5H9l-1.9 2.1a2.2 2.2 0 0 1-3.8-1.2L3 12.8a4 4 0 0 1 4-4.3Z" />
      <path d="M8 10.5v3M6.5 12h3" />
      <circle cx="15.5" cy="11.2" r="0.6" />
      <circle cx="17" cy="12.8" r="0.6" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M12 3.5 19 6v5.2c0 4.4-2.9 7.6-7 9.3-4.1-1.7-7-4.9-7-9.3V6Z" />
      <path d="m9 12.5 2 2 4-4.5" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11" />
      <path d="M12 9C10 5 6.5 5 6.5 7.2 6.5 9 9.5 9 12 9Zm0 0c2-4 5.5-4 5.5-1.8C17.5 9 14.5 9 12 9Z" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.5-1.5 1.5-2-1.5L6 20.5Z" />
      <path d="M9 8h6M9 11.5h6M9 15h3.5" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="10" cy="7" rx="6" ry="2.8" />
      <path d="M4 7v4.5c0 1.5 2.7 2.8 6 2.8M4 11.5V16c0 1.5 2.7 2.8 6 2.8" />
      <ellipse cx="15" cy="14" rx="5" ry="2.4" />
      <path d="M10 14v3.6c0 1.3 2.2 2.4 5 2.4s5-1.1 5-2.4V14" />
    </>
  ),
  star: <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8Z" />,
  crown: (
    <>
      <path d="M4 8.5 8 12l4-6 4 6 4-3.5-1.5 9.5h-13Z" />
      <path d="M5.5 20.5h13" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5c.6-3.4 3-5.5 6-5.5s5.4 2.1 6 5.5" />
      <path d="M15.5 5.3a3.5 3.5 0 0 1 0 6.4M17.5 14.3c1.9.7 3.1 2.5 3.5 5.2" />
    </>
  ),
  gauge: (
    <>
      <path d="M4.5 17.5a8.5 8.5 0 1 1 15 0" />
      <path d="m12 13.5 4-4.5" />
      <circle cx="12" cy="14" r="1.3" />
    </>
  ),
  download: (
    <>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
      <path d="M4.5 16v2.5A1.5 1.5 0 0 0 6 20h12a1.5 1.5 0 0 0 1.5-1.5V16" />
    </>
  ),
  headset: (
    <>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.4-1.8 2-4.5 2" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1.1.9-1.1 1.7v.5" />
      <circle cx="12" cy="16.8" r="0.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5Z" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  moon: <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10Z" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  chevronLeft: <path d="m14.5 6-6 6 6 6" />,
  chevronRight: <path d="m9.5 6 6 6-6 6" />,
  chevronDown: <path d="m6 9.5 6 6 6-6" />,
  arrowUp: <path d="M12 19.5V5M6 10.5 12 4.5l6 6" />,
  arrowLeft: <path d="M19.5 12H5M10.5 6 4.5 12l6 6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  telegram: <path d="m3.5 11.5 16-6.5-2.8 14.5-5-3.8-2.6 2.6.4-4.1 6.7-6.2-8.5 5.2Z" />,
  facebook: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <path d="M15.5 8.5h-1.8a1.7 1.7 0 0 0-1.7 1.7V20.5M10 13h5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
    </>
  ),
  wrench: (
    <path d="M14.6 4.2a4.6 4.6 0 0 0-5.5 6.2l-5.3 5.3a2 2 0 0 0 2.8 2.8l5.3-5.3a4.6 4.6 0 0 0 6.2-5.5l-2.7 2.7-2.4-.6-.6-2.4Z" />
  ),
  alert: (
    <>
      <path d="M12 4 21 19.5H3Z" />
      <path d="M12 10v4.5" />
      <circle cx="12" cy="17" r="0.5" />
    </>
  ),
  refresh: (
    <>
      <path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" />
      <path d="M19.5 4.5v4h-4" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20c.9-3.8 3.8-6 7.5-6s6.6 2.2 7.5 6" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="12" cy="12" r="0.8" />
    </>
  ),
  megaphone: (
    <>
      <path d="M4 10v4h3l8 4.5v-13L7 10Z" />
      <path d="M18 9.5a3.5 3.5 0 0 1 0 5M8 14l1.2 5.5" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 12H6Z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5" />
      <circle cx="12" cy="7.8" r="0.5" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
    </>
  ),
  sparkles: (
    <>
      <path d="M10 4.5 11.6 9l4.4 1.5-4.4 1.6L10 16.5l-1.6-4.4L4 10.5 8.4 9Z" />
      <path d="M17.5 14.5 18.3 17l2.2.8-2.2.8-.8 2.4-.8-2.4-2.2-.8 2.2-.8Z" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4.5H6a1.5 1.5 0 0 0-1.5 1.5v12A1.5 1.5 0 0 0 6 19.5h4" />
      <path d="M14 8l4 4-4 4M18 12H9.5" />
    </>
  ),
  shield: <path d="M12 3.5 19 6v5.2c0 4.4-2.9 7.6-7 9.3-4.1-1.7-7-4.9-7-9.3V6Z" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICONS;

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
      {ICONS[name]}
    </svg>
  );
}
