import { ImagePlus } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { keepImageFiles, RemoveImageButton } from './image-picks';
import { type PickedImage, readImage } from './read-image';

/**
 * Reference images: drag and drop, click to browse, or paste with Ctrl+V. Only image/* files are
 * taken (others are refused with a toast: docs/product.md, 'Reference images and URLs'); each shows
 * as a thumbnail with remove.
 */
export function ImageDropzone(props: { images: PickedImage[]; onChange(images: PickedImage[]): void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // The newest props, for the document-wide paste listener and for reads that finish later.
  const latest = useRef(props);
  latest.current = props;

  const add = async (files: File[]) => {
    const images = keepImageFiles(files, 'Only image files can be added as references.');
    if (images.length === 0) return;
    const read = await Promise.all(images.map(readImage));
    latest.current.onChange([...latest.current.images, ...read]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void add([...event.dataTransfer.files]);
  };
  const addRef = useRef(add);
  addRef.current = add;
  // Ctrl+V anywhere on the form adds pasted images (focus need not be on the drop zone);
  // pastes without files, such as text into the prompt, pass through untouched.
  useEffect(() => {
    const onPaste = (event: globalThis.ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      void addRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        tabIndex={-1}
        data-testid="image-dropzone"
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors hover:bg-muted/50 focus-within:ring-[3px] focus-within:ring-ring',
          over && 'border-primary bg-primary/5',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-6 text-muted-foreground" />
        <span className="text-sm font-medium">
          Drop reference images here, click to browse, or paste with Ctrl+V
        </span>
        <span className="text-xs text-muted-foreground">
          Screenshots of pages you like help the AI match a style
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label="Add reference images"
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {props.images.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Reference images">
          {props.images.map((image, index) => (
            <li key={`${image.filename}-${index}`} className="relative">
              <img
                src={image.dataUrl}
                alt={image.filename}
                className="size-20 rounded-md border object-cover"
              />
              <RemoveImageButton
                label={`Remove ${image.filename}`}
                onClick={() => props.onChange(props.images.filter((_, i) => i !== index))}
                className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-destructive text-white shadow focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
