import { SANDBOX_FRAME_URL, SANDBOX_MESSAGE } from '@shared/sandbox-frame';
import { type CSSProperties, forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { cn } from '@/lib/utils';

/** Sandbox flags of every frame that shows generated HTML: never allow-same-origin. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-popups';

export interface SandboxedFrameHandle {
  /** Hands a message to the page's window (it arrives as a `message` event there). */
  postToPage(data: unknown): void;
}

export interface SandboxedFrameProps {
  /** The document to show; a new value replaces the shown one. */
  html: string;
  title: string;
  className?: string;
  style?: CSSProperties;
  /**
   * A message the page posted to its parent. UNTRUSTED: any script of the page can post
   * anything, so validate every field before acting on it.
   */
  onPageMessage?(data: unknown): void;
  /** Called each time a document has been handed to the frame. */
  onRendered?(): void;
  'data-testid'?: string;
}

interface FrameMessage {
  type?: unknown;
  data?: unknown;
}

/**
 * Shows generated HTML the app holds in memory, safely and faithfully: the frame is the
 * server's `/sandbox-frame` document (opaque origin, see frame-document.ts on the server),
 * which receives the HTML by postMessage and shows it in a nested srcdoc frame, so the
 * page's scripts, fonts and stylesheets work as they will once published, while it can
 * never reach the app. Only messages whose source is this very frame are accepted.
 *
 * The frame accepts HTML only from its parent at the app's origin (frame-script.ts on the
 * server), and says when it listens: the HTML goes out on its 'ready' message, then again on
 * every change.
 */
export const SandboxedFrame = forwardRef<SandboxedFrameHandle, SandboxedFrameProps>(
  function SandboxedFrame(props, ref) {
    const { html, onPageMessage, onRendered } = props;
    const frameRef = useRef<HTMLIFrameElement>(null);
    const ready = useRef(false);
    const latest = useRef({ html, onPageMessage, onRendered });
    latest.current = { html, onPageMessage, onRendered };

    const post = useCallback((message: unknown) => {
      // The frame's origin is opaque ('null'), so no narrower target origin exists; the
      // message goes to this exact window object, which only our frame document occupies.
      frameRef.current?.contentWindow?.postMessage(message, '*');
    }, []);

    const render = useCallback(() => {
      if (!ready.current) return;
      post({ type: SANDBOX_MESSAGE.html, html: latest.current.html });
      latest.current.onRendered?.();
    }, [post]);

    useImperativeHandle(ref, () => ({ postToPage: (data) => post({ type: SANDBOX_MESSAGE.toPage, data }) }), [
      post,
    ]);

    useEffect(() => {
      const onMessage = (event: MessageEvent) => {
        const frameWindow = frameRef.current?.contentWindow;
        if (!frameWindow || event.source !== frameWindow) return;
        const message = event.data as FrameMessage | null;
        if (!message || typeof message !== 'object') return;
        if (message.type === SANDBOX_MESSAGE.ready) {
          ready.current = true;
          render();
        } else if (message.type === SANDBOX_MESSAGE.fromPage) {
          latest.current.onPageMessage?.(message.data);
        }
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    }, [render]);

    // biome-ignore lint/correctness/useExhaustiveDependencies: html is read through `latest`; a new value must re-render.
    useEffect(() => {
      render();
    }, [html, render]);

    return (
      <iframe
        ref={frameRef}
        title={props.title}
        src={SANDBOX_FRAME_URL}
        sandbox={PREVIEW_SANDBOX}
        referrerPolicy="no-referrer"
        style={props.style}
        className={cn('w-full border-0 bg-white', props.className)}
        data-testid={props['data-testid']}
      />
    );
  },
);
