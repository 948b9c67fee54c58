import { useSyncExternalStore } from 'react';
import { lazyImport } from '@/lib/lazy-import';
import { ICONS } from './icon-paths';
import type { PAGE_ICONS, PageIconName } from './icon-paths-pages';
import type { IconShape } from './icon-shape';

export type IconName = keyof typeof ICONS | PageIconName;

let pageIcons: typeof PAGE_ICONS | null = null;
let isLoadingPageIcons = false;
const pageIconsListeners = new Set<() => void>();

/** The pages' icon set, asked for once (again after a failure); its icons draw when it arrives. */
function loadPageIcons(): void {
  if (isLoadingPageIcons || pageIcons) return;
  isLoadingPageIcons = true;
  void lazyImport(() => import('./icon-paths-pages')).then(
    (module) => {
      pageIcons = module.PAGE_ICONS;
      for (const listener of pageIconsListeners) listener();
    },
    () => {
      isLoadingPageIcons = false;
    },
  );
}

function subscribeToPageIcons(listener: () => void) {
  pageIconsListeners.add(listener);
  loadPageIcons();
  return () => pageIconsListeners.delete(listener);
}
const subscribeToNothing = () => () => {};
const getPageIcons = () => pageIcons;

function isShellIcon(name: IconName): name is keyof typeof ICONS {
  return name in ICONS;
}

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

/**
 * An icon by name. The first screen's icons draw at once; another keeps its place, empty, until the pages' set has
 * arrived (a few milliseconds, once per visit).
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const isShell = isShellIcon(name);
  const pages = useSyncExternalStore(
    isShell ? subscribeToNothing : subscribeToPageIcons,
    getPageIcons,
    getPageIcons,
  );
  const shapes: readonly IconShape[] = isShell ? ICONS[name] : (pages?.[name] ?? []);
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
      {shapes.map(shapeElement)}
    </svg>
  );
}
