import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useUiStore } from '@/lib/ui-store';

export type ChartPoint = { day: string; value: number };

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/**
 * One daily series as an area chart (uPlot, about 20 kB gzip, in the agent centre's chunk only). It follows the
 * container's width and the theme, and labels values with the caller's formatter.
 */
export function TeamChart({
  points,
  label,
  format,
}: {
  points: readonly ChartPoint[];
  label: string;
  format(value: number): string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useUiStore((state) => state.theme);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Colours come from the theme's CSS variables: a new theme draws the chart again.
    element.dataset.theme = theme;
    const line = cssVar('--gold');
    const text = cssVar('--text-muted');
    const grid = cssVar('--border');
    const days = points.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: 240,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            size: 72,
            values: (_chart, ticks) => ticks.map((tick) => format(tick)),
          },
        ],
        series: [
          {},
          {
            label,
            stroke: line,
            width: 2,
            fill: `${line}33`,
            points: { show: points.length <= 31, size: 5, fill: line },
          },
        ],
      },
      [days, points.map((point) => point.value)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, label, format, theme]);

  return <div ref={box} className="team-chart" role="img" aria-label={label} />;
}
