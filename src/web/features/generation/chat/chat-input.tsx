import { ImagePlus, Lightbulb, LoaderCircle, SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { PlanLimitNotice } from '../generator/plan-limit-notice';
import type { LimitHit } from '../generator/plan-room';
import { useImageAttachment } from './use-image-attachment';

/**
 * The message composer of modification mode: Enter sends, Shift+Enter adds a line; an image
 * comes from the upload button, a paste or a drop (docs/product.md, 'Sending a message').
 * `blocked`: the plan limit a message would run into; the composer is then disabled and says
 * why, with Upgrade.
 */
export function ChatInput({
  busy,
  blocked = null,
  onSend,
}: {
  busy: boolean;
  blocked?: LimitHit | null;
  onSend(text: string, image?: string): void;
}) {
  const [text, setText] = useState('');
  const attachment = useImageAttachment();
  const form = useRef<HTMLFormElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const inputId = useId();
  const locked = busy || blocked !== null;
  const canSend = !locked && (text.trim() !== '' || attachment.image !== undefined);

  // The textarea is disabled while the reply streams; give focus back when it is usable again,
  // without scrolling the screen to it (the person may have scrolled away meanwhile).
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    textarea.current?.focus({ preventScroll: true });
  }, [busy]);

  const submit = () => {
    if (!canSend) return;
    refocus.current = form.current?.contains(document.activeElement) ?? false;
    onSend(text.trim(), attachment.image);
    setText('');
    attachment.remove();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      ref={form}
      className="relative border-t bg-background p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="chat-input"
      {...attachment.dropHandlers}
    >
      {attachment.dragging && (
        <div className="pointer-events-none absolute inset-1.5 z-10 flex items-center justify-center gap-2 rounded-lg border-2 border-dashed border-primary bg-background/95 text-sm font-medium text-primary">
          <ImagePlus aria-hidden="true" className="size-4" />
          Drop the image to attach it
        </div>
      )}
      {attachment.image && (
        <div className="mb-3 flex items-center gap-3">
          <div className="relative">
            <img
              src={attachment.image}
              alt="Attached to your message"
              className="size-16 rounded-md border object-cover"
            />
            <button
              type="button"
              onClick={attachment.remove}
              aria-label="Remove attached image"
              className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-destructive text-white shadow focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
          <span className="text-xs text-muted-foreground">Image attached. A new one replaces it.</span>
        </div>
      )}
      {blocked && <PlanLimitNotice id="chat-limit" limit={blocked} className="mb-3" />}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message to the AI
        </label>
        <Textarea
          id={inputId}
          ref={textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={attachment.onPaste}
          disabled={locked}
          aria-describedby={blocked ? 'chat-limit' : undefined}
          rows={2}
          placeholder="Describe the changes you want to make or paste an image..."
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none"
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(event) => {
            attachment.onFileChosen(event.target.files?.[0]);
            event.target.value = ''; // choosing the same file again still fires change
          }}
          data-testid="chat-image-input"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => fileInput.current?.click()}
          disabled={locked}
          aria-label="Attach an image"
          title="Attach an image"
        >
          <ImagePlus aria-hidden="true" />
        </Button>
        <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" title="Send (Enter)">
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
        </Button>
      </div>
      <p className={cn('mt-2 flex items-center gap-1.5 text-xs text-muted-foreground')}>
        <Lightbulb aria-hidden="true" className="size-3.5 shrink-0" />
        Paste images directly with Ctrl+V or drag &amp; drop
      </p>
    </form>
  );
}
