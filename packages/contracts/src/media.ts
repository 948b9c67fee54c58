import { z } from 'zod';

/** Generated images under /img (decision 0008): the file name says what to draw. */
export const zCountryBadgeParams = z.object({ file: z.string().regex(/^[A-Z]{2}\.png$/) });
/** Drawn as SVG; the lobby asks for the same drawing as WebP (decision 0050). */
export const zVendorLogoParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{1,32}\.(svg|webp)$/) });
export const zTileArtParams = z.object({ file: z.string().regex(/^\d{1,9}\.(svg|webp)$/) });
export const zBannerArtParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.(svg|webp)$/) });
export const zTileArtQuery = z.object({ size: z.enum(['large']).optional() }).strict();
