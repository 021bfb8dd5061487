import 'uplot/dist/uPlot.min.css';
import { type Experiment, variantLetter } from '@shared/api/experiments';
import { useRef } from 'react';
import type uPlot from 'uplot';
import { COUNT_STEPS, dayChartOptions, useDayPlot } from '@/components/charts/day-chart';
import { DayChartFrame } from '@/components/charts/day-chart-frame';
import { formatCompact } from '@/lib/format';
import {
  type ChartMetric,
  chartData,
  chartSummary,
  chartTop,
  chartValueText,
  dayLabel,
  variantLook,
} from './experiment-model';

/**
 * One line per variant over the test's days: its visitors per day, or its conversion rate so
 * far. Drawn by uPlot, like the page statistics chart, and loaded on demand the same way
 * (React.lazy in experiment-trend.tsx). The canvas is one image to assistive technology, named
 * by its summary; the numbers are in the card's 'View as table'. Its width follows the card.
 */

const HEIGHT = 220;
const RATE_STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25];

export default function ExperimentChart(props: {
  experiment: Pick<Experiment, 'daily' | 'variants'>;
  metric: ChartMetric;
}) {
  const { daily, variants } = props.experiment;
  const { metric } = props;
  const labels = useRef<string[]>([]);
  labels.current = daily.map((day) => dayLabel(day.date));
  const data = chartData(daily, variants.length, metric);
  // Made again when what it draws changes shape (another metric, another number of variants);
  // new figures of the same shape go in with setData, a new width with setSize.
  const { holder, hovered } = useDayPlot({
    height: HEIGHT,
    options: (width, onHover) => options(width, variants.length, metric, labels, onHover),
    data: data as uPlot.AlignedData,
    shape: `${metric} of ${variants.length} variants`,
    figures: daily,
  });

  const day = hovered === null ? undefined : daily[hovered];
  const readout = day
    ? `${dayLabel(day.date)}: ${variants
        .map(
          (_, index) =>
            `${variantLetter(index)} ${chartValueText(data[index + 1]?.[hovered!] ?? null, metric)}`,
        )
        .join(', ')}`
    : '';
  return (
    <DayChartFrame
      legend={variants.map((_, index) => (
        <span key={variantLetter(index)} className="inline-flex items-center gap-1.5">
          <svg width="18" height="4" viewBox="0 0 18 4" aria-hidden="true">
            <line
              x1="0"
              y1="2"
              x2="18"
              y2="2"
              stroke={variantLook(index).colour}
              strokeWidth="2.5"
              strokeDasharray={variantLook(index).dash.join(' ') || undefined}
            />
          </svg>
          {variantLetter(index)}
        </span>
      ))}
      readout={readout}
      summary={chartSummary(props.experiment, metric)}
      holder={holder}
      height={HEIGHT}
      testId="experiment-chart"
    />
  );
}

function options(
  width: number,
  variantCount: number,
  metric: ChartMetric,
  labels: { current: string[] },
  onHover: (index: number | null) => void,
): uPlot.Options {
  return dayChartOptions({
    width,
    height: HEIGHT,
    labels,
    onHover,
    // Half a day of room at each end, so a test's first day is not on the axis. From the
    // days' count, not uPlot's min and max: a test's first day alone would be widened to [0, 1].
    xRange: (u) => [-0.5, Math.max(1, u.data[0].length) - 0.5],
    yRange: (u) => [0, chartTop(u.data.slice(1) as (number | null)[][], metric)],
    valueAxis: {
      size: 44,
      incrs: metric === 'visitors' ? COUNT_STEPS : RATE_STEPS,
      values: (_u, splits) =>
        splits.map((value) => (metric === 'visitors' ? formatCompact(value) : `${Math.round(value * 100)}%`)),
    },
    series: Array.from({ length: variantCount }, (_, index) => ({
      label: variantLetter(index),
      stroke: variantLook(index).colour,
      dash: [...variantLook(index).dash],
      width: 2,
      spanGaps: false,
      // A dot per day while days are far enough apart to tell them; the line alone past that.
      points: { size: 5, fill: variantLook(index).colour, space: 12 },
    })),
  });
}
