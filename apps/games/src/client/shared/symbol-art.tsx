import { createElement, type ReactNode } from 'react';
import { PAINTS, type PaintName, type Picture } from '../../art/paint';
import { symbolPicture } from '../../art/theme-art';

/** A drawn picture (src/art) as React elements. */
export function pictureElements(picture: Picture): ReactNode[] {
  return picture.map((shape, index) => {
    if (shape[0] === 'g') return createElement('g', { key: index, ...shape[1] }, pictureElements(shape[2]));
    if (shape[0] === 'text') return createElement('text', { key: index, ...shape[1] }, shape[2]);
    return createElement(shape[0], { key: index, ...shape[1] });
  });
}

/** A slot symbol drawn as art: the theme's picture of that symbol id. */
export function SymbolArt({ themeId, symbolId }: { themeId: string; symbolId: number }) {
  return (
    <svg className="symbol-art" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {pictureElements(symbolPicture(themeId, symbolId))}
    </svg>
  );
}

/**
 * The gradients every picture paints with, defined once per page. Not `display: none`: gradients inside an
 * undisplayed SVG do not paint in Chromium.
 */
export function ArtPaints() {
  return (
    <svg className="art-paints" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {(Object.keys(PAINTS) as PaintName[]).map((name) => {
          const [top, middle, foot] = PAINTS[name];
          return (
            <linearGradient key={name} id={`ph-${name}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor={top} />
              <stop offset="0.55" stopColor={middle} />
              <stop offset="1" stopColor={foot} />
            </linearGradient>
          );
        })}
      </defs>
    </svg>
  );
}
