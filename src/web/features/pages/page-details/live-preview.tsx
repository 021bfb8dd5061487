import { PREVIEW_PANE_HEIGHT_PX } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { PREVIEW_SANDBOX } from '@/components/sandboxed-frame/sandboxed-frame';

/** What the pane says when the preview cannot be shown (docs/product.md, 'Detail page'). */
export function previewProblem(status: number | 'network'): string {
  return status === 'network' ? 'An error occurred while loading the preview' : 'Failed to load preview';
}

/**
 * The saved page in a sandboxed frame. An iframe never reports an HTTP error, so the preview
 * is asked for once with HEAD first: a refusal or a network failure shows its message
 * in the pane instead of a blank or JSON-filled frame.
 */
export function LivePreview({ src, title }: { src: string; title: string }) {
  const check = useQuery({
    queryKey: ['preview-available', src],
    queryFn: async () => {
      let response: Response;
      try {
        response = await fetch(src, { method: 'HEAD', credentials: 'include' });
      } catch {
        return previewProblem('network');
      }
      return response.ok ? null : previewProblem(response.status);
    },
  });

  if (check.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center justify-center gap-2 bg-muted/40 p-6 text-center text-sm text-muted-foreground"
        style={{ height: PREVIEW_PANE_HEIGHT_PX }}
      >
        <AlertTriangle aria-hidden="true" className="size-6 text-destructive" />
        <p className="font-medium text-foreground">{check.data}</p>
      </div>
    );
  }
  return (
    <iframe
      title={title}
      src={src}
      sandbox={PREVIEW_SANDBOX}
      referrerPolicy="no-referrer"
      className="w-full border-0 bg-white"
      style={{ height: PREVIEW_PANE_HEIGHT_PX }}
      data-testid="details-preview"
    />
  );
}
