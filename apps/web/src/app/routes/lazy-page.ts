import type { ComponentType } from 'react';
import { lazyImport } from '@/lib/lazy-import';

/**
 * A route's `lazy`: the page module arrives as its own chunk, with the spec's time-out, and a failure surfaces
 * as ChunkLoadError (or CSS_CHUNK_LOAD_FAILED) in the route's error view.
 */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await lazyImport(load)) });
}
