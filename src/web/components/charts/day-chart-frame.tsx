import type { ReactNode, RefObject } from 'react';

/**
 * A day chart's frame: its legend and, beside it, what the pointer is on (the same numbers are
 * in the table for everyone else); under them the holder uPlot draws in, one image to assistive
 * technology named by `summary`.
 */
export function DayChartFrame(props: {
  legend: ReactNode;
  readout: string;
  summary: string;
  holder: RefObject<HTMLDivElement | null>;
  height: number;
  testId: string;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-hidden="true">
          {props.legend}
        </div>
        <span className="tabular-nums" aria-hidden="true" data-testid={`${props.testId}-readout`}>
          {props.readout}
        </span>
      </div>
      <div
        ref={props.holder}
        role="img"
        aria-label={props.summary}
        className="min-w-0 overflow-hidden"
        style={{ height: props.height }}
        data-testid={props.testId}
      />
    </div>
  );
}
