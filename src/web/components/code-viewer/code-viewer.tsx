import { PREVIEW_PANE_HEIGHT_PX } from '@shared/constants';
import { Code2, Copy, Download, ExternalLink, Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ExportButton } from '@/components/export/export-button';
import { copyExport, downloadExport, exportSource } from '@/components/export/export-html';
import { SandboxedFrame } from '@/components/sandboxed-frame/sandboxed-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { HtmlCodeView } from './html-code-view';
import { openPreviewInNewTab } from './preview-window';
import { useThrottledValue } from './use-throttled-value';

export interface CodeViewerProps {
  html: string;
  title: string;
  /**
   * The saved page: Copy and Download take the server's export of it (forms wired to its lead
   * capture), copies are counted, and the new-tab preview uses its sandboxed URL.
   */
  pageId?: number;
  onCopied?(): void;
  /** The HTML is still arriving: follow its end and refresh the preview sparingly. */
  streaming?: boolean;
  className?: string;
}

type ViewerTab = 'code' | 'preview';
// An iframe reload per token would flicker and stall; twice a second still feels live.
const PREVIEW_REFRESH_MS = 500;

const formatSize = (chars: number) =>
  chars < 1024 ? `${chars} B` : `${(chars / 1024).toFixed(chars < 10_240 ? 1 : 0)} KB`;

/** The generated page: coloured source and a sandboxed live preview, with copy and download. */
export function CodeViewer(props: CodeViewerProps) {
  const { html, title, pageId, onCopied, streaming = false } = props;
  // The code while the page is being written (it follows its end); the preview once it is saved,
  // and it stays there through later edits (docs/product.md, 'Code viewer').
  const [tab, setTab] = useState<ViewerTab>(streaming ? 'code' : 'preview');
  const wasStreaming = useRef(streaming);
  useEffect(() => {
    if (wasStreaming.current && !streaming && html) setTab('preview');
    wasStreaming.current = streaming;
  }, [streaming, html]);
  const previewHtml = useThrottledValue(html, PREVIEW_REFRESH_MS, streaming);
  // A half-written page is not worth copying or downloading.
  const unavailable = streaming || !html;

  return (
    <Card className={cn('min-w-0 gap-0 overflow-hidden py-0', props.className)} data-testid="code-viewer">
      {/* The title block asks for 16rem before the buttons may sit beside it: where both do not
          fit, the buttons wrap below and the title has the whole width (two lines, then …). */}
      <div
        className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b px-4 py-3"
        data-testid="code-viewer-header"
      >
        <div className="min-w-0 flex-[1_1_16rem]">
          <h2
            className="line-clamp-2 font-semibold break-words"
            title={title}
            data-testid="code-viewer-title"
          >
            {title || 'Landing page'}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="whitespace-nowrap" data-testid="code-viewer-size">
              {formatSize(html.length)} of HTML
            </span>
            {streaming && (
              <Badge variant="secondary" className="gap-1.5" data-testid="code-viewer-writing">
                <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-primary" />
                Writing…
              </Badge>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportButton
            kind="copy"
            label="Copy"
            icon={Copy}
            disabled={unavailable}
            onExport={async (format) => {
              if (await copyExport(exportSource(html, pageId), format)) onCopied?.();
            }}
          />
          <Button variant="outline" size="sm" onClick={() => setTab('preview')} disabled={!html}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <ExportButton
            kind="download"
            label="Download"
            icon={Download}
            variant="default"
            disabled={unavailable}
            onExport={(format) => downloadExport(exportSource(html, pageId), title, format)}
          />
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as ViewerTab)}
        className="flex flex-col gap-3 p-4"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="code">
            <Code2 aria-hidden="true" />
            HTML Code
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden="true" />
            Preview
          </TabsTrigger>
        </TabsList>
        <TabsContent value="code">
          <HtmlCodeView html={html} streaming={streaming} />
        </TabsContent>
        <TabsContent value="preview" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">
              {streaming
                ? 'Live preview, refreshed as the page is written.'
                : 'Scripts run in an isolated sandbox.'}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => openPreviewInNewTab(html, streaming ? undefined : pageId)}
              disabled={!html}
            >
              <ExternalLink aria-hidden="true" />
              Open Preview in New Tab
            </Button>
          </div>
          {/* Hostile HTML: shown through the sandbox frame, an opaque origin (no allow-same-origin). */}
          <SandboxedFrame
            title={`Preview of ${title || 'the landing page'}`}
            html={previewHtml}
            style={{ height: PREVIEW_PANE_HEIGHT_PX }}
            className="rounded-lg border"
            data-testid="preview-frame"
          />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
