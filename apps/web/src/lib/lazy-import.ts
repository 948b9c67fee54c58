import { CHUNK_LOAD_TIMEOUT_MS } from '@playhall/contracts/constants';

/** The code of a stylesheet that failed to load (portal-shell spec §8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** A JavaScript or stylesheet chunk that did not arrive: after a deploy, or on a broken network. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly code: 'ChunkLoadError' | typeof CSS_CHUNK_LOAD_FAILED,
    cause?: unknown,
  ) {
    super(code, { cause });
  }
}

let lastStylesheetFailure = 0;

/**
 * Vite announces failed preloads with `vite:preloadError` before the import rejects; a stylesheet failure is
 * told apart from a script failure by the link that failed.
 */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const message = event.payload instanceof Error ? event.payload.message : String(event.payload);
    if (/css/i.test(message)) lastStylesheetFailure = Date.now();
  });
}

function classify(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const isStylesheet = /preload css/i.test(message) || Date.now() - lastStylesheetFailure < 5_000;
  return new ChunkLoadError(isStylesheet ? CSS_CHUNK_LOAD_FAILED : 'ChunkLoadError', error);
}

/** A dynamic import that gives up after the spec's 120 s and reports failures as ChunkLoadError. */
export function lazyImport<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('ChunkLoadError')), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw classify(error);
    })
    .finally(() => clearTimeout(timer));
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}
