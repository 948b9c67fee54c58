import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export function pngImage(width = 8, height = 8): Buffer {
  const png = new PNG({ width, height });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([200, 30, 90, 255], index);
  return PNG.sync.write(png);
}

export function jpegImage(width = 8, height = 8): Buffer {
  const data = Buffer.alloc(width * height * 4, 128);
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

/** A multipart body, written by hand so that tests control every part. */
export function multipart(
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
) {
  const boundary = `----playhall${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'filename' in part ? part.data : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
