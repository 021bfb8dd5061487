import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatHtml } from './format-html';
import { highlightHtml, type Segment, type SegmentKind, splitSegmentLines } from './highlight-html';
import { useThrottledValue } from './use-throttled-value';

// Every colour keeps at least 7:1 contrast on the slate-950 editor background.
const KIND_CLASS: Record<SegmentKind, string | null> = {
  text: null,
  punct: 'text-slate-400',
  tag: 'text-rose-300',
  attr: 'text-sky-300',
  value: 'text-emerald-300',
  comment: 'text-slate-400 italic',
  doctype: 'text-violet-300',
  selector: 'text-amber-200',
  property: 'text-sky-300',
  code: 'text-slate-200',
};
// Re-formatting a big page (~25 ms for 45 KB) on every streamed token would starve the main
// thread; a fixed throttle (not useDeferredValue, which never settles under per-frame updates)
// keeps the view a fraction of a second behind the stream.
const STREAM_REFRESH_MS = 250;

// Lines are a fixed 20 px (leading-5), so the visible window is plain arithmetic: a 60 KB
// page has ~1,500 lines and tens of thousands of coloured spans, too many to re-render
// while it streams; only the lines in view (plus a margin) are in the DOM.
const LINE_PX = 20;
const OVERSCAN_LINES = 30;
const DEFAULT_VIEW_PX = 384;

function renderLine(segments: Segment[]): ReactNode {
  if (segments.length === 0) return '\n';
  return segments.map((segment, index) => {
    const className = KIND_CLASS[segment.kind];
    return className ? (
      <span key={index} className={className}>
        {segment.text}
      </span>
    ) : (
      segment.text
    );
  });
}

/**
 * Pretty-printed, coloured HTML with line numbers; about 24rem high
 * (docs/product.md, 'Code viewer').
 */
export function HtmlCodeView({ html, streaming = false }: { html: string; streaming?: boolean }) {
  const source = useThrottledValue(html, STREAM_REFRESH_MS, streaming);
  const scroller = useRef<HTMLElement>(null);
  const wasStreaming = useRef(streaming);
  const [view, setView] = useState({ top: 0, height: DEFAULT_VIEW_PX });

  const lines = useMemo(() => splitSegmentLines(highlightHtml(formatHtml(source))), [source]);
  const first = Math.max(0, Math.floor(view.top / LINE_PX) - OVERSCAN_LINES);
  const last = Math.min(lines.length, Math.ceil((view.top + view.height) / LINE_PX) + OVERSCAN_LINES);
  const shown = lines.slice(first, last);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight || DEFAULT_VIEW_PX });
  }, []);

  // Follow the end of the page while it is being written; once it is complete, start reading
  // from the top rather than somewhere in the middle of the stylesheet.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && streaming && lines.length > 0) element.scrollTop = element.scrollHeight;
    else if (element && wasStreaming.current) element.scrollTop = 0;
    wasStreaming.current = streaming;
    measure();
  }, [streaming, lines, measure]);

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
      tabIndex={0}
      aria-label="HTML source code"
      aria-busy={streaming}
      data-testid="html-code"
      data-lines={lines.length}
      onScroll={measure}
      className="h-96 overflow-auto rounded-lg border border-slate-800 bg-slate-950 font-mono text-xs leading-5 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
    >
      {html ? (
        <div className="relative min-w-max py-3" style={{ height: lines.length * LINE_PX + 24 }}>
          <div className="flex" style={{ transform: `translateY(${first * LINE_PX}px)` }}>
            <pre
              aria-hidden="true"
              className="sticky left-0 select-none border-r border-slate-800 bg-slate-950 pr-3 pl-4 text-right text-slate-400"
            >
              {shown.map((_, index) => `${first + index + 1}\n`).join('')}
            </pre>
            <pre className="pr-6 pl-4 text-slate-100">
              <code>
                {shown.map((line, index) => (
                  <span key={first + index} className="block h-5">
                    {renderLine(line)}
                  </span>
                ))}
              </code>
            </pre>
          </div>
        </div>
      ) : (
        <p className="p-4 text-slate-400">No HTML yet.</p>
      )}
    </section>
  );
}
