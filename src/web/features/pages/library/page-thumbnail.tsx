import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { SlotPool } from './slot-pool';

/** The width a thumbnail renders the page at before scaling it into the card. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;
/** Live preview iframes are expensive (a whole page each): at most this many exist at once. */
export const MAX_LIVE_THUMBNAIL_FRAMES = 4;
const liveFrames = new SlotPool(MAX_LIVE_THUMBNAIL_FRAMES);

export const thumbnailUrl = (pageId: number, versionId: number | null) =>
  `/api/landing-pages/${pageId}/thumbnail${versionId === null ? '' : `?v=${versionId}`}`;

/**
 * A page's picture for cards: the server's rendered PNG (cached per version, lazy-loaded).
 * When there is none yet (404 while it renders), the card falls back to a scaled live preview
 * in a sandboxed iframe, mounted only while the card is on screen and only when one of a few
 * shared slots is free, so a dashboard of 100 pages never loads 100 pages at once.
 */
export function PageThumbnail(props: {
  pageId: number;
  versionId: number | null;
  title: string;
  className?: string;
}) {
  const src = thumbnailUrl(props.pageId, props.versionId);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <div
      className={cn(
        'relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-muted to-muted/40',
        props.className,
      )}
      aria-hidden="true"
      data-testid="page-thumbnail"
    >
      {failed ? (
        <LiveThumbnail pageId={props.pageId} title={props.title} />
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover object-top"
        />
      )}
    </div>
  );
}

function LiveThumbnail({ pageId, title }: { pageId: number; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [granted, setGranted] = useState(false);
  const [scale, setScale] = useState(0.25);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const intersection = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: '80px' },
    );
    // Cover the box: fill its width, or its height when the box is taller than 16:10.
    const resize = new ResizeObserver(() =>
      setScale(Math.max(box.clientWidth / PAGE_WIDTH, box.clientHeight / PAGE_HEIGHT) || 0.25),
    );
    intersection.observe(box);
    resize.observe(box);
    return () => {
      intersection.disconnect();
      resize.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!visible) return;
    const release = liveFrames.request(() => setGranted(true));
    return () => {
      release();
      setGranted(false);
    };
  }, [visible]);

  return (
    <div ref={boxRef} className="absolute inset-0">
      {granted && (
        <iframe
          title={`${title} preview`}
          src={`/api/landing-pages/${pageId}/preview`}
          sandbox="allow-scripts"
          tabIndex={-1}
          aria-hidden="true"
          referrerPolicy="no-referrer"
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
          data-testid="thumbnail-frame"
        />
      )}
    </div>
  );
}
