import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { formatHtml } from './format-html';
import { highlightHtml, type SegmentKind } from './highlight-html';
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

/** Pretty-printed, coloured HTML with line numbers; about 24rem high (spec section 9). */
export function HtmlCodeView({ html, streaming = false }: { html: string; streaming?: boolean }) {
  const source = useThrottledValue(html, STREAM_REFRESH_MS, streaming);
  const scroller = useRef<HTMLElement>(null);
  const wasStreaming = useRef(streaming);

  const { body, gutter } = useMemo(() => {
    const code = formatHtml(source);
    const lines = code.split('\n').length;
    const body: ReactNode[] = highlightHtml(code).map((segment, index) => {
      const className = KIND_CLASS[segment.kind];
      return className ? (
        <span key={index} className={className}>
          {segment.text}
        </span>
      ) : (
        segment.text
      );
    });
    return { body, gutter: Array.from({ length: lines }, (_, i) => i + 1).join('\n') };
  }, [source]);

  // Follow the end of the page while it is being written; once it is complete, start reading
  // from the top rather than somewhere in the middle of the stylesheet.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && streaming && body) element.scrollTop = element.scrollHeight;
    else if (element && wasStreaming.current) element.scrollTop = 0;
    wasStreaming.current = streaming;
  }, [streaming, body]);

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
      tabIndex={0}
      aria-label="HTML source code"
      aria-busy={streaming}
      data-testid="html-code"
      className="h-96 overflow-auto rounded-lg border border-slate-800 bg-slate-950 font-mono text-xs leading-5 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      {html ? (
        <div className="flex min-w-max">
          <pre
            aria-hidden="true"
            className="sticky left-0 select-none border-r border-slate-800 bg-slate-950 py-3 pr-3 pl-4 text-right text-slate-400"
          >
            {gutter}
          </pre>
          <pre className="py-3 pr-6 pl-4 text-slate-100">
            <code>{body}</code>
          </pre>
        </div>
      ) : (
        <p className="p-4 text-slate-400">No HTML yet.</p>
      )}
    </section>
  );
}
