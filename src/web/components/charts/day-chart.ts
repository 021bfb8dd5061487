import { type RefObject, useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';

/** The design tokens (styles.css) as sRGB, for what a canvas paints: it is painted, not styled. */
export const CHART_AXIS = '#5d636f';
export const CHART_GRID = '#e3e5e9';
export const CHART_FONT = '11px Inter, ui-sans-serif, system-ui, sans-serif';
/** Round steps for an axis of counts (visitors, leads). */
export const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

/**
 * The options of a chart with one point per day (a page's stats, an experiment's trend): days
 * along the bottom labelled from `labels`, the values up the side from 0, the day under the
 * pointer reported to `onHover`. What differs between charts (the ranges, the value axis, the
 * series) is passed in.
 */
export function dayChartOptions(chart: {
  width: number;
  height: number;
  labels: { current: string[] };
  onHover(index: number | null): void;
  xRange: uPlot.Scale.Range;
  yRange: uPlot.Scale.Range;
  valueAxis: Pick<uPlot.Axis, 'size' | 'incrs' | 'values'>;
  series: uPlot.Series[];
}): uPlot.Options {
  const axis = { stroke: CHART_AXIS, font: CHART_FONT, ticks: { show: false } };
  return {
    width: chart.width,
    height: chart.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    scales: { x: { time: false, range: chart.xRange }, y: { range: chart.yRange } },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: 28,
        incrs: [1, 2, 7, 14, 30, 60],
        space: 52,
        values: (_u, splits) => splits.map((index) => chart.labels.current[index] ?? ''),
      },
      { ...axis, space: 28, grid: { stroke: CHART_GRID, width: 1 }, ...chart.valueAxis },
    ],
    series: [{}, ...chart.series],
    hooks: {
      setCursor: [
        (u) => {
          const index = u.cursor.idx;
          chart.onHover(index === undefined || index === null ? null : index);
        },
      ],
    },
  };
}

/**
 * A uPlot chart's life in a component: made when the holder mounts and again when `shape`
 * changes (a key for what it draws), fed new figures with setData when `figures` changes, resized with
 * its holder. Returns the holder to render and the day index under the pointer.
 */
export function useDayPlot(chart: {
  height: number;
  options(width: number, onHover: (index: number | null) => void): uPlot.Options;
  data: uPlot.AlignedData;
  shape: string;
  figures: unknown;
}): { holder: RefObject<HTMLDivElement | null>; hovered: number | null } {
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const { height } = chart;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the plot is remade only for a new shape, fed by the effect below
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const made = new uPlot(
      chart.options(Math.max(element.clientWidth, 200), setHovered),
      chart.data,
      element,
    );
    plot.current = made;
    const observer = new ResizeObserver(() => {
      const width = Math.floor(element.clientWidth);
      if (width > 0 && width !== made.width) made.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      made.destroy();
      plot.current = null;
    };
  }, [chart.shape]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the data is rebuilt from `figures` on every render
  useEffect(() => {
    plot.current?.setData(chart.data);
    setHovered(null);
  }, [chart.figures]);

  return { holder, hovered };
}
