import { encode } from 'uqr';

/**
 * The dark modules of a QR matrix as one SVG path: a horizontal run of dark modules becomes one rectangle, so a
 * version-4 code is a few hundred short commands instead of thousands of nodes.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** A link as a QR code (error correction M, a two-module quiet zone): its width in modules and its dark path. */
export function qrCode(link: string): { size: number; path: string } {
  const qr = encode(link, { ecc: 'M', border: 2 });
  return { size: qr.size, path: qrPath(qr.data) };
}
