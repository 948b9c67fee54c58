/**
 * One stroke of an icon on the 24-unit grid: a path's `d`, or a circle, ellipse or rounded rectangle by its
 * attributes. Data rather than JSX: the whole icon set ships with the home page, and as data it is about a third
 * of the bytes (and nothing in it can be more than a shape).
 */
export type IconShape =
  | string
  | readonly ['circle', cx: number, cy: number, r: number]
  | readonly ['ellipse', cx: number, cy: number, rx: number, ry: number]
  | readonly ['rect', x: number, y: number, width: number, height: number, rx?: number];
