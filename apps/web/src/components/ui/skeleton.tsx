import type { CSSProperties } from 'react';

/** A shimmering placeholder shown while a section loads. */
export function Skeleton({
  width,
  height,
  radius,
  className = '',
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return <span className={`skeleton ${className}`.trim()} style={style} aria-hidden="true" />;
}
