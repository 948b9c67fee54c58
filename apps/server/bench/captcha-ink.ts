import { PNG } from 'pngjs';

/** A greyscale plane, one float a pixel: 1 is ink, 0 is ground. */
export type Plane = { width: number; height: number; data: Float32Array };

export function decodeDataUrl(dataUrl: string): { width: number; height: number; rgba: Uint8Array } {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  return { width: png.width, height: png.height, rgba: png.data };
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes (ink and ground). */
function otsu(histogram: Float64Array, total: number): number {
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let bestLevel = 128;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level] ?? 0;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const between = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestLevel = level;
    }
  }
  return bestLevel;
}

/** Dark pixels as ink, split from the ground by Otsu's threshold on luminance. */
export function binarise(image: { width: number; height: number; rgba: Uint8Array }): Plane {
  const { width, height, rgba } = image;
  const luminance = new Uint8Array(width * height);
  const histogram = new Float64Array(256);
  for (let index = 0; index < width * height; index++) {
    const value = Math.round(
      0.299 * (rgba[index * 4] ?? 0) +
        0.587 * (rgba[index * 4 + 1] ?? 0) +
        0.114 * (rgba[index * 4 + 2] ?? 0),
    );
    luminance[index] = value;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const threshold = otsu(histogram, width * height);
  const data = new Float32Array(width * height);
  for (let index = 0; index < data.length; index++)
    data[index] = (luminance[index] ?? 255) <= threshold ? 1 : 0;
  return { width, height, data };
}

/** Removes 8-connected ink components smaller than `minArea` pixels: speckles, not strokes. */
export function dropSpeckles(plane: Plane, minArea: number): Plane {
  const { width, height } = plane;
  const data = plane.data.slice();
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const component: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || !data[start]) continue;
    seen[start] = 1;
    stack.push(start);
    component.length = 0;
    while (stack.length) {
      const index = stack.pop() ?? 0;
      component.push(index);
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (seen[next] || !data[next]) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    if (component.length < minArea) for (const index of component) data[index] = 0;
  }
  return { width, height, data };
}

/** Box-filters a plane down by an integer factor: matching at half size costs a quarter. */
export function downsample(plane: Plane, factor: number): Plane {
  if (factor === 1) return plane;
  const width = Math.floor(plane.width / factor);
  const height = Math.floor(plane.height / factor);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++)
          sum += plane.data[(y * factor + dy) * plane.width + x * factor + dx] ?? 0;
      }
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, data };
}

/** Crops a plane to the bounding box of its ink (an empty plane stays 1×1). */
export function cropToInk(plane: Plane, level = 0.5): Plane {
  let left = plane.width;
  let right = -1;
  let top = plane.height;
  let bottom = -1;
  for (let y = 0; y < plane.height; y++) {
    for (let x = 0; x < plane.width; x++) {
      if ((plane.data[y * plane.width + x] ?? 0) < level) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return { width: 1, height: 1, data: new Float32Array(1) };
  const width = right - left + 1;
  const height = bottom - top + 1;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data[y * width + x] = plane.data[(top + y) * plane.width + left + x] ?? 0;
  }
  return { width, height, data };
}
