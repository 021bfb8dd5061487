import { DEVICE_SIZES, PREVIEW_PANE_HEIGHT_PX } from '@shared/constants';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SandboxedFrame } from '@/components/sandboxed-frame/sandboxed-frame';
import { cn } from '@/lib/utils';

export type Device = 'desktop' | 'tablet' | 'mobile';

const DEVICES: { id: Device; label: string; icon: typeof Monitor }[] = [
  { id: 'desktop', label: 'Desktop', icon: Monitor },
  { id: 'tablet', label: 'Tablet', icon: Tablet },
  { id: 'mobile', label: 'Mobile', icon: Smartphone },
];

/** Desktop / Tablet / Mobile buttons (docs/product.md, 'AI Modify'). */
export function DevicePicker(props: { value: Device; onChange(device: Device): void }) {
  return (
    <fieldset className="flex items-center gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">Preview width</legend>
      {DEVICES.map(({ id, label, icon: Icon }) => {
        const active = props.value === id;
        return (
          <button
            key={id}
            type="button"
            aria-pressed={active}
            onClick={() => props.onChange(id)}
            className={cn(
              'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
              active
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}

export const deviceCaption = (device: Device) =>
  device === 'desktop' ? 'Full width' : `${DEVICE_SIZES[device].width} × ${DEVICE_SIZES[device].height}`;

/**
 * The page at a device's true CSS width (so its own media queries apply), scaled down when
 * the pane is narrower than the device, inside a pane 600 px high that scrolls.
 */
export function DevicePreview(props: { html: string; device: Device; title: string }) {
  const pane = useRef<HTMLDivElement>(null);
  const [paneWidth, setPaneWidth] = useState(0);

  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const size = props.device === 'desktop' ? null : DEVICE_SIZES[props.device];
  const scale = size && paneWidth > 0 ? Math.min(1, paneWidth / size.width) : 1;

  return (
    <div
      ref={pane}
      className={cn('overflow-x-hidden overflow-y-auto', size ? 'bg-muted/60 p-0 sm:p-4' : 'bg-white')}
      style={{ height: PREVIEW_PANE_HEIGHT_PX }}
      data-testid="device-pane"
      data-device={props.device}
    >
      {size ? (
        <div
          className="mx-auto"
          style={{ width: Math.floor(size.width * scale), height: Math.ceil(size.height * scale) }}
        >
          <div
            className="origin-top-left overflow-hidden rounded-lg bg-white shadow-md ring-1 ring-border"
            style={{
              width: size.width,
              height: size.height,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
          >
            <SandboxedFrame
              html={props.html}
              title={props.title}
              className="h-full"
              style={{ width: size.width, height: size.height }}
              data-testid="modify-preview-frame"
            />
          </div>
        </div>
      ) : (
        <SandboxedFrame
          html={props.html}
          title={props.title}
          className="h-full"
          data-testid="modify-preview-frame"
        />
      )}
    </div>
  );
}
