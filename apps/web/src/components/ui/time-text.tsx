import type { TimeTextOptions } from '@/lib/brand-time';
import { useBrandTime } from '@/lib/use-brand-time';
import './time-text.css';

/**
 * A moment on the brand's clock (decision 0036): "31 Jan 2025 20:15" and its offset, quieter, unless the column
 * header names it. The machine-readable instant stays in `dateTime`.
 */
export function TimeText({
  iso,
  seconds = false,
  zone = true,
  className,
}: {
  iso: string;
  seconds?: boolean;
  zone?: boolean;
  className?: string;
}) {
  const time = useBrandTime();
  const options: TimeTextOptions = { seconds, zone: false };
  const date = time.dateTime(iso, options);
  if (!date) return null;
  return (
    <time dateTime={iso} className={className ? `time-text ${className}` : 'time-text'}>
      {date}
      {zone ? <span className="time-text__zone"> {time.offsetAt(iso)}</span> : null}
    </time>
  );
}
