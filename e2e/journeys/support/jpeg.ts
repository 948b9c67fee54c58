/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import type { Page } from 'playwright-core';

/**
 * A small real JPEG (a photo-like diagonal gradient with a dark band, unlike `receiptPng`'s stripes), encoded by
 * the page's own canvas: the journeys carry no image library, and Chromium's encoder writes what a phone would.
 */
export async function photoJpeg(page: Page, width = 320, height = 200): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#f2b134');
      gradient.addColorStop(1, '#7a2bd1');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#1b1b2a';
      context.fillRect(0, h * 0.4, w, h * 0.2);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      let binary = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height] as const,
  );
  const bytes = Buffer.from(base64, 'base64');
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff)
    throw new Error('the canvas wrote no JPEG');
  return bytes;
}
