import type { Version } from '@shared/api/pages';
import { summarizeEdit } from '@shared/edit-summary';
import { useQuery } from '@tanstack/react-query';
import { ChevronsUpDown, Code2, Eye } from 'lucide-react';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { formatHtml } from '@/components/code-viewer/format-html';
import { DialogFrame } from '@/components/dialog-frame';
import { SandboxedFrame } from '@/components/sandboxed-frame/sandboxed-frame';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import {
  type Block,
  buildDiff,
  foldUnchanged,
  type LinePart,
  type SideBySideRow,
  type UnifiedRow,
} from './diff-model';

interface Props {
  version: Version;
  liveHtml: string;
  liveVersion: number | null;
  onClose(): void;
}

type View = 'pages' | 'split' | 'unified';
type CodeView = Exclude<View, 'pages'>;

/** What changed from the older version to the live page, in words (at most this many places). */
const MAX_PLACES = 6;

/** The two versions as pages, side by side (stacked on a phone), each in a sandboxed frame. */
function PagesView(props: { older: string; live: string; version: number; liveVersion: number | null }) {
  const changes = useMemo(() => summarizeEdit(props.older, props.live), [props.older, props.live]);
  const sides = [
    { key: 'older', caption: `Version ${props.version}`, html: props.older },
    {
      key: 'live',
      caption: `Live page${props.liveVersion !== null ? ` (version ${props.liveVersion})` : ''}`,
      html: props.live,
    },
  ];
  return (
    <div className="grid min-h-0 gap-3 overflow-y-auto" data-testid="compare-pages">
      <div className="text-sm" data-testid="compare-changes">
        {changes.places === 0 ? (
          <p>No differences: this version is the same as the live page.</p>
        ) : (
          <>
            <p className="font-medium">
              {changes.rewrote
                ? 'Most of the page is different.'
                : `The live page differs in ${changes.places} place${changes.places === 1 ? '' : 's'}:`}
            </p>
            {!changes.rewrote && (
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                {changes.diff.hunks.slice(0, MAX_PLACES).map((hunk, index) => (
                  <li key={index}>{hunk.what}</li>
                ))}
                {changes.places > MAX_PLACES && <li>…and {changes.places - MAX_PLACES} more</li>}
              </ul>
            )}
          </>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {sides.map((side) => (
          <figure key={side.key} className="grid min-w-0 gap-1.5">
            <figcaption className="text-sm font-medium">{side.caption}</figcaption>
            <SandboxedFrame
              html={side.html}
              title={`${side.caption}, as a page`}
              className="h-[55vh] min-h-72 w-full rounded-md border bg-white"
              data-testid={`compare-frame-${side.key}`}
            />
          </figure>
        ))}
      </div>
    </div>
  );
}

// A page written on a few very long lines diffs better pretty-printed.
const looksMinified = (html: string) => html.length > 2000 && html.length / html.split('\n').length > 300;

async function fetchVersionHtml(url: string): Promise<string> {
  // The share link answers text/html under a sandbox CSP; fetch() only reads it as text.
  // `source=1`: the version as stored, without the share link's live (wired) forms.
  const source = new URL(url, window.location.origin);
  source.searchParams.set('source', '1');
  const response = await fetch(source, { credentials: 'same-origin' });
  if (!response.ok)
    throw new Error(`${response.status}: ${response.statusText || 'Could not load the version'}`);
  return response.text();
}

const TONE = {
  removed: 'bg-red-50 text-red-950',
  added: 'bg-emerald-50 text-emerald-950',
  same: 'text-foreground',
  empty: 'bg-muted/40',
} as const;
const MARK = { removed: '−', added: '+', same: ' ' } as const;
const NUMBER = 'w-10 select-none px-2 text-right align-top text-slate-600 tabular-nums';
const CODE = 'px-2 align-top whitespace-pre-wrap [overflow-wrap:anywhere]';
const WORD = {
  removed: 'rounded-sm bg-red-200 text-red-950',
  added: 'rounded-sm bg-emerald-200 text-emerald-950',
};

/** A line's text, with the words that changed marked when the diff knows them. */
function LineText(props: { text: string; parts?: LinePart[]; side: 'removed' | 'added' }) {
  if (!props.parts) return props.text;
  return props.parts.map((part, index) =>
    part.changed ? (
      <mark key={index} className={WORD[props.side]}>
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

function Cell(props: { line: SideBySideRow['left']; side: 'removed' | 'added'; changed: boolean }) {
  const tone = !props.line ? TONE.empty : props.changed ? TONE[props.side] : TONE.same;
  return (
    <>
      <td className={cn(NUMBER, tone)}>{props.line?.no ?? ''}</td>
      <td className={cn(CODE, tone, 'border-r last:border-r-0')}>
        {props.line && (
          <>
            <span aria-hidden="true" className="mr-1 inline-block w-2 select-none">
              {props.changed ? MARK[props.side] : ' '}
            </span>
            {props.changed && (
              <span className="sr-only">{props.side === 'removed' ? 'Removed: ' : 'Added: '}</span>
            )}
            <LineText text={props.line.text} parts={props.line.parts} side={props.side} />
          </>
        )}
      </td>
    </>
  );
}

function SplitRow({ row }: { row: SideBySideRow }) {
  return (
    <tr data-kind={row.kind}>
      <Cell line={row.left} side="removed" changed={row.kind !== 'same'} />
      <Cell line={row.right} side="added" changed={row.kind !== 'same'} />
    </tr>
  );
}

function UnifiedLine({ row }: { row: UnifiedRow }) {
  const tone = TONE[row.kind];
  return (
    <tr data-kind={row.kind}>
      <td className={cn(NUMBER, tone)}>{row.oldNo ?? ''}</td>
      <td className={cn(NUMBER, tone)}>{row.newNo ?? ''}</td>
      <td className={cn(CODE, tone)}>
        <span aria-hidden="true" className="mr-1 inline-block w-2 select-none">
          {MARK[row.kind]}
        </span>
        {row.kind !== 'same' && (
          <span className="sr-only">{row.kind === 'removed' ? 'Removed: ' : 'Added: '}</span>
        )}
        {row.kind === 'same' ? row.text : <LineText text={row.text} parts={row.parts} side={row.kind} />}
      </td>
    </tr>
  );
}

function Blocks<Row>(props: {
  blocks: Block<Row>[];
  columns: number;
  render(row: Row, key: number): ReactNode;
}) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  return props.blocks.map((block, index) =>
    block.type === 'rows' || open.has(index) ? (
      <Fragment key={index}>{block.rows.map((row, i) => props.render(row, i))}</Fragment>
    ) : (
      <tr key={index}>
        <td colSpan={props.columns} className="bg-sky-50 px-2 py-0.5">
          <button
            type="button"
            onClick={() => setOpen((current) => new Set(current).add(index))}
            className="inline-flex items-center gap-1.5 rounded px-1 text-xs text-sky-900 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            <ChevronsUpDown aria-hidden="true" className="size-3.5" />
            Show {block.rows.length} unchanged lines
          </button>
        </td>
      </tr>
    ),
  );
}

/**
 * An older version beside the live page: first as pages (sandboxed frames, ADR 009) with what
 * changed in words, then, one click away, the side-by-side (or unified) line diff of the code.
 */
export default function CompareDialog({ version, liveHtml, liveVersion, onClose }: Props) {
  // The pages first, as a person sees them; the code is one click away.
  const [view, setView] = useState<View>('pages');
  const codeView = (): CodeView =>
    typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches ? 'split' : 'unified';
  const older = useQuery({
    queryKey: ['version-html', version.previewUrl],
    queryFn: () => fetchVersionHtml(version.previewUrl),
  });
  const model = useMemo(() => {
    if (older.data === undefined) return undefined;
    const format = looksMinified(older.data) || looksMinified(liveHtml);
    return buildDiff(format ? formatHtml(older.data) : older.data, format ? formatHtml(liveHtml) : liveHtml);
  }, [older.data, liveHtml]);
  const blocks = useMemo(
    () =>
      model
        ? { split: foldUnchanged(model.sideBySide), unified: foldUnchanged(model.unified) }
        : { split: [], unified: [] },
    [model],
  );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      className="flex max-h-[calc(100vh-2rem)] flex-col gap-3 sm:max-w-6xl"
      data-testid="compare-dialog"
      headerClassName="pr-6"
      title={`Compare version ${version.version} with the live version`}
      description={
        <>
          Version {version.version} ({version.commitMessage}) beside the live page
          {liveVersion !== null ? ` (version ${liveVersion})` : ''}.
        </>
      }
    >
      {older.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Loading version..." />
        </div>
      ) : older.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load version {version.version}: {older.error.message}
        </p>
      ) : view === 'pages' && older.data !== undefined ? (
        <>
          <PagesView older={older.data} live={liveHtml} version={version.version} liveVersion={liveVersion} />
          {model !== null && (
            <div className="flex justify-end">
              <Button variant="outline" size="sm" onClick={() => setView(codeView())}>
                <Code2 aria-hidden="true" />
                Show the code changes
              </Button>
            </div>
          )}
        </>
      ) : model === null ? (
        <p className="text-sm text-muted-foreground">
          These versions are too different to compare line by line.
        </p>
      ) : model ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" data-testid="diff-summary">
              {model.identical ? (
                'No differences: this version has the same HTML as the live page.'
              ) : (
                <>
                  <span className="font-medium text-emerald-800">+{model.added} added</span>
                  {', '}
                  <span className="font-medium text-red-800">−{model.removed} removed</span>
                  {' lines'}
                </>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => setView('pages')}>
                <Eye aria-hidden="true" />
                Show the pages
              </Button>
              <fieldset className="flex gap-1 rounded-lg bg-muted p-1">
                <legend className="sr-only">Diff layout</legend>
                {(['split', 'unified'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={view === option}
                    onClick={() => setView(option)}
                    className={cn(
                      'h-7 rounded-md px-2.5 text-xs font-medium focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
                      view === option
                        ? 'bg-background shadow-sm'
                        : 'text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {option === 'split' ? 'Side by side' : 'Unified'}
                  </button>
                ))}
              </fieldset>
            </div>
          </div>
          <section
            className="min-h-0 flex-1 overflow-auto rounded-md border font-mono text-xs leading-5"
            aria-label="Differences"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
            tabIndex={0}
          >
            {view === 'split' ? (
              <table className="w-full table-fixed border-collapse" data-testid="diff-table">
                <caption className="sr-only">
                  Version {version.version} on the left, the live page on the right
                </caption>
                <colgroup>
                  <col className="w-12" />
                  <col />
                  <col className="w-12" />
                  <col />
                </colgroup>
                <thead className="sticky top-0 z-10 bg-background text-left font-sans">
                  <tr className="border-b">
                    <th scope="col" colSpan={2} className="px-2 py-1.5 font-medium">
                      Version {version.version}
                    </th>
                    <th scope="col" colSpan={2} className="px-2 py-1.5 font-medium">
                      Live{liveVersion !== null ? ` (version ${liveVersion})` : ''}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <Blocks
                    blocks={blocks.split}
                    columns={4}
                    render={(row, key) => <SplitRow key={key} row={row} />}
                  />
                </tbody>
              </table>
            ) : (
              <table className="w-full table-fixed border-collapse" data-testid="diff-table">
                <caption className="sr-only">Changes from version {version.version} to the live page</caption>
                <colgroup>
                  <col className="w-12" />
                  <col className="w-12" />
                  <col />
                </colgroup>
                <thead className="sticky top-0 z-10 bg-background text-left font-sans">
                  <tr className="border-b">
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      <span className="sr-only">Line in version {version.version}</span>
                      <span aria-hidden="true">v{version.version}</span>
                    </th>
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      <span className="sr-only">Line in the live page</span>
                      <span aria-hidden="true">Live</span>
                    </th>
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      HTML
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <Blocks
                    blocks={blocks.unified}
                    columns={3}
                    render={(row, key) => <UnifiedLine key={key} row={row} />}
                  />
                </tbody>
              </table>
            )}
          </section>
        </>
      ) : null}
    </DialogFrame>
  );
}
