import 'uplot/dist/uPlot.min.css';
import type { PageStats } from '@shared/api/analytics';
import { useRef } from 'react';
import uPlot from 'uplot';
import { COUNT_STEPS, dayChartOptions, useDayPlot } from '@/components/charts/day-chart';
import { DayChartFrame } from '@/components/charts/day-chart-frame';
import { formatCompact, plural } from '@/lib/format';
import { chartData, chartSummary, chartTop, dayLabel } from './stats-model';

/**
 * Visitors (a line over a shaded area) and leads (bars) per day, drawn by uPlot. This module is
 * loaded on demand (React.lazy in stats-card.tsx): uPlot and its stylesheet stay out of every
 * first load. The canvas is one image to assistive technology, named by its summary; the daily
 * numbers are in the card's 'View as table'. Its width follows the card (ResizeObserver).
 */

const HEIGHT = 200;
// The design tokens (styles.css) as sRGB: a canvas is painted, not styled.
const COLOURS = {
  visitors: '#4f46e5',
  visitorsFill: 'rgba(79, 70, 229, 0.10)',
  leads: '#009956',
};

export default function StatsChart({ daily }: { daily: PageStats['daily'] }) {
  const labels = useRef<string[]>([]);
  labels.current = daily.map((day) => dayLabel(day.date));
  // Made once; new figures go in with setData, a new width with setSize.
  const { holder, hovered } = useDayPlot({
    height: HEIGHT,
    options: (width, onHover) => options(width, labels, onHover),
    data: chartData(daily),
    shape: 'visitors and leads',
    figures: daily,
  });

  const day = hovered === null ? undefined : daily[hovered];
  return (
    <DayChartFrame
      legend={
        <>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-3 rounded-full" style={{ backgroundColor: COLOURS.visitors }} />
            Visitors
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-[2px]" style={{ backgroundColor: COLOURS.leads }} />
            Leads
          </span>
        </>
      }
      readout={
        day ? `${dayLabel(day.date)}: ${plural(day.visitors, 'visitor')}, ${plural(day.leads, 'lead')}` : ''
      }
      summary={chartSummary(daily)}
      holder={holder}
      height={HEIGHT}
      testId="stats-chart"
    />
  );
}

function options(
  width: number,
  labels: { current: string[] },
  onHover: (index: number | null) => void,
): uPlot.Options {
  return dayChartOptions({
    width,
    height: HEIGHT,
    labels,
    onHover,
    // Half a day of room at each end, so the first and last bars are whole.
    xRange: (_u, min, max) => [min - 0.5, max + 0.5],
    yRange: (_u, _min, max) => [0, chartTop(max)],
    valueAxis: {
      size: 40,
      incrs: COUNT_STEPS,
      values: (_u, splits) => splits.map((value) => formatCompact(value)),
    },
    series: [
      {
        label: 'Leads',
        stroke: COLOURS.leads,
        fill: COLOURS.leads,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.45, 14], radius: 0.15 }),
        points: { show: false },
      },
      {
        label: 'Visitors',
        stroke: COLOURS.visitors,
        fill: COLOURS.visitorsFill,
        width: 2,
        // A dot per day while days are far enough apart to tell them; the line alone past that.
        points: { size: 5, fill: COLOURS.visitors, space: 12 },
      },
    ],
  });
}
