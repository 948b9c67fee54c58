import { fileURLToPath } from 'node:url';

/**
 * The server package's root directory. This file sits directly in `src/`, and the bundle sits directly in `dist/`,
 * so one level up is the package root in both cases.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
export const sqlFunctionsDir = fileURLToPath(new URL('../sql/functions', import.meta.url));
export const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const gamesClientDir = fileURLToPath(new URL('../../games/dist/client', import.meta.url));
