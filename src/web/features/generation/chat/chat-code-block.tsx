import { Check, Copy, FileCode2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { copyHtmlWithToast } from '@/components/code-viewer/copy-html';
import { cn } from '@/lib/utils';

const COPIED_FEEDBACK_MS = 2000;
// While streaming, the 8rem block is pinned to the end, so only the tail is rendered: laying
// out a 60 KB <pre> again on every frame cost ~10 ms per frame. The whole code shows at the end.
const STREAM_TAIL_CHARS = 4000;

function tail(code: string): string {
  if (code.length <= STREAM_TAIL_CHARS) return code;
  const from = code.length - STREAM_TAIL_CHARS;
  const lineStart = code.indexOf('\n', from) + 1;
  return code.slice(lineStart > 0 && lineStart < code.length ? lineStart : from);
}

/**
 * A fenced html block inside a chat message, collapsed to about 8rem
 * (docs/product.md, 'Chat panel') so a 60 KB page does not push the conversation away. While it
 * streams it follows the end.
 */
export function ChatCodeBlock({ code, streaming }: { code: string; streaming: boolean }) {
  const scroller = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (streaming && element && code) element.scrollTop = element.scrollHeight;
  }, [code, streaming]);

  const copy = async () => {
    if (!(await copyHtmlWithToast(code))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  const lines = code ? code.split('\n').length : 0;
  const shown = streaming ? tail(code) : code;
  return (
    <div className="my-2 w-full min-w-0 overflow-hidden rounded-lg border border-slate-800 bg-slate-950 text-slate-100">
      <div className="flex items-center justify-between gap-2 border-b border-slate-800 bg-slate-900 py-1 pr-1 pl-3">
        <span className="flex min-w-0 items-center gap-1.5 text-xs font-medium">
          <FileCode2 aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
          <span className="shrink-0 whitespace-nowrap">HTML Code</span>
          <span className="truncate font-normal text-slate-400">
            · {lines} line{lines === 1 ? '' : 's'}
            {streaming ? ', writing…' : ''}
          </span>
        </span>
        <button
          type="button"
          onClick={copy}
          disabled={!code}
          aria-label="Copy HTML code"
          className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs text-slate-200 transition-colors hover:bg-slate-800 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
        tabIndex={0}
        className={cn(
          // A fixed height while streaming stops the chat from jumping as lines arrive.
          streaming ? 'h-32' : 'max-h-32',
          'overflow-auto px-3 py-2 font-mono text-[11px] leading-4 text-slate-200 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
        )}
      >
        {shown}
      </pre>
    </div>
  );
}
