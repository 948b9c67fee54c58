import { z } from 'zod';

/** Generated images under /img (decision 0008): the file name says what to draw. */
export const zCountryBadgeParams = z.object({ file: z.string().regex(/^[A-Z]{2}\.png$/) });
export const zVendorLogoParams = z.object({ file: z.string().regex(/^[A-Z0-9_]{1,32}\.svg$/) });
export const zTileArtParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });
export const zTileArtQuery = z.object({ size: z.enum(['large']).optional() }).strict();
