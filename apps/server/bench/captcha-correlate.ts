import type { Plane } from './captcha-ink';

/** A template as its inked pixels, with the sums the correlation needs. */
export type Template = {
  char: string;
  width: number;
  height: number;
  xs: Int16Array;
  ys: Int16Array;
  values: Float32Array;
  sum: number;
  spread: number;
};

export function toTemplate(char: string, plane: Plane): Template {
  const xs: number[] = [];
  const ys: number[] = [];
  const values: number[] = [];
  let sum = 0;
  let squares = 0;
  for (let y = 0; y < plane.height; y++) {
    for (let x = 0; x < plane.width; x++) {
      const value = plane.data[y * plane.width + x] ?? 0;
      if (value <= 0) continue;
      xs.push(x);
      ys.push(y);
      values.push(value);
      sum += value;
      squares += value * value;
    }
  }
  const size = plane.width * plane.height;
  return {
    char,
    width: plane.width,
    height: plane.height,
    xs: Int16Array.from(xs),
    ys: Int16Array.from(ys),
    values: Float32Array.from(values),
    sum,
    spread: squares - (sum * sum) / size,
  };
}

/** Summed-area tables of the image and its square: any window's mean and variance in four reads. */
function integrals(plane: Plane): { sums: Float64Array; squares: Float64Array } {
  const stride = plane.width + 1;
  const sums = new Float64Array(stride * (plane.height + 1));
  const squares = new Float64Array(stride * (plane.height + 1));
  for (let y = 0; y < plane.height; y++) {
    let rowSum = 0;
    let rowSquares = 0;
    for (let x = 0; x < plane.width; x++) {
      const value = plane.data[y * plane.width + x] ?? 0;
      rowSum += value;
      rowSquares += value * value;
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] ?? 0) + rowSum;
      squares[(y + 1) * stride + x + 1] = (squares[y * stride + x + 1] ?? 0) + rowSquares;
    }
  }
  return { sums, squares };
}

function boxSum(
  table: Float64Array,
  stride: number,
  x: number,
  y: number,
  width: number,
  height: number,
): number {
  return (
    (table[(y + height) * stride + x + width] ?? 0) -
    (table[y * stride + x + width] ?? 0) -
    (table[(y + height) * stride + x] ?? 0) +
    (table[y * stride + x] ?? 0)
  );
}

/** For each template and each left column: its best correlation with the image over all heights. */
export function correlate(plane: Plane, templates: Template[]): Float32Array[] {
  const { width, height, data } = plane;
  const { sums, squares } = integrals(plane);
  const stride = width + 1;
  return templates.map((template) => {
    const best = new Float32Array(width).fill(-1);
    const offsets = new Int32Array(template.xs.length);
    for (let k = 0; k < offsets.length; k++)
      offsets[k] = (template.ys[k] ?? 0) * width + (template.xs[k] ?? 0);
    const { values } = template;
    const size = template.width * template.height;
    for (let y = 0; y + template.height <= height; y++) {
      for (let x = 0; x + template.width <= width; x++) {
        const windowSum = boxSum(sums, stride, x, y, template.width, template.height);
        // A window with far less ink than the glyph cannot be that glyph: skip the costly part.
        if (windowSum < template.sum * 0.4) continue;
        const windowSpread =
          boxSum(squares, stride, x, y, template.width, template.height) - (windowSum * windowSum) / size;
        if (windowSpread < 1e-6) continue;
        const origin = y * width + x;
        let dot = 0;
        for (let k = 0; k < offsets.length; k++) {
          dot += (values[k] ?? 0) * (data[origin + (offsets[k] ?? 0)] ?? 0);
        }
        const score = (dot - (template.sum * windowSum) / size) / Math.sqrt(template.spread * windowSpread);
        if (score > (best[x] ?? -1)) best[x] = score;
      }
    }
    return best;
  });
}
