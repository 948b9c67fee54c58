import type { TransitionEvent } from 'react';

const RADIUS = 96;
const TONES = 4;

/** A point on the wheel at `degrees` clockwise from the top. */
const at = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
};

/** A label from the hub outward, turned over on the wheel's left half so that it never reads upside down. */
const labelAt = (middle: number) =>
  middle > 180 ? `rotate(${middle + 90}) translate(-60 0)` : `rotate(${middle - 90}) translate(60 0)`;

function slicePath(index: number, count: number): string {
  const slice = 360 / count;
  return `M0 0 L${at(index * slice, RADIUS)} A${RADIUS} ${RADIUS} 0 0 1 ${at((index + 1) * slice, RADIUS)} Z`;
}

export type WheelSegment = { label: string; amount: string; weight: number };

/**
 * The wheel (SVG): equal slices with their prizes written from the hub outward, lights on the rim, a fixed
 * pointer at the top. `turn` rotates it (a CSS transition animates the turn; none under reduced motion).
 */
export function WheelGraphic({
  segments,
  turn,
  animate,
  highlight,
  label,
  onSettled,
}: {
  segments: readonly WheelSegment[];
  turn: number;
  animate: boolean;
  highlight: number | null;
  label: string;
  onSettled(): void;
}) {
  const count = segments.length;
  const slice = 360 / count;
  const fontSize = count > 10 ? 8 : count > 6 ? 9.5 : 11;
  const settled = (event: TransitionEvent<SVGGElement>) => {
    if (event.target === event.currentTarget) onSettled();
  };
  return (
    <svg className="wheel-graphic" viewBox="-112 -124 224 236" role="img" aria-label={label}>
      <defs>
        <radialGradient id="wheel-hub" cx="35%" cy="30%" r="80%">
          <stop offset="0%" stopColor="#fff3c4" />
          <stop offset="55%" stopColor="#f7c548" />
          <stop offset="100%" stopColor="#b7791f" />
        </radialGradient>
        <linearGradient id="wheel-rim" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#ffe08a" />
          <stop offset="50%" stopColor="#e09a1a" />
          <stop offset="100%" stopColor="#8d5a0a" />
        </linearGradient>
      </defs>
      <circle r="108" fill="url(#wheel-rim)" />
      <circle r="101" className="wheel-graphic__rim" />
      <g
        className={`wheel-graphic__face${animate ? ' wheel-graphic__face--spinning' : ''}`}
        style={{ transform: `rotate(${turn}deg)` }}
        onTransitionEnd={settled}
      >
        {segments.map((segment, index) => {
          const empty = /^0+(\.0+)?$/.test(segment.amount);
          const tone = empty ? 'empty' : String(index % TONES);
          const long = segment.label.length > 9;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment's place on the wheel is its identity
            <g key={index} className={highlight === index ? 'wheel-graphic__won' : undefined}>
              <path
                d={slicePath(index, count)}
                className={`wheel-graphic__slice wheel-graphic__slice--${tone}`}
              />
              <text
                className={`wheel-graphic__label wheel-graphic__label--${tone}`}
                transform={labelAt((index + 0.5) * slice)}
                fontSize={fontSize}
                textAnchor="middle"
                dominantBaseline="central"
                {...(long ? { textLength: 56, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {segment.label}
              </text>
            </g>
          );
        })}
        {segments.map((_, index) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: one light per slice boundary
            key={index}
            r="2.6"
            className="wheel-graphic__light"
            transform={`rotate(${index * slice}) translate(0 -101)`}
          />
        ))}
      </g>
      <circle r="20" fill="url(#wheel-hub)" className="wheel-graphic__hub" />
      <path
        d="M0 -13 L3.8 -4 L13 -4 L5.6 2 L8.4 11 L0 5.6 L-8.4 11 L-5.6 2 L-13 -4 L-3.8 -4 Z"
        className="wheel-graphic__star"
      />
      <path d="M0 -92 L-11 -116 Q0 -121 11 -116 Z" className="wheel-graphic__pointer" />
    </svg>
  );
}
