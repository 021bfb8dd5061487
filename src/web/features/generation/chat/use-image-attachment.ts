import { MAX_REFERENCE_IMAGE_BASE64_CHARS } from '@shared/api/generation';
import { type ClipboardEvent, type DragEvent, useState } from 'react';
import { toast } from '@/hooks/use-toast';

/**
 * Only image/* files; one image per message, a new one replaces it
 * (docs/product.md, 'Sending a message').
 */
const isImage = (file: File) => file.type.startsWith('image/');

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(file);
  });
}

export function useImageAttachment() {
  const [image, setImage] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);

  const attach = async (file: File, success?: string) => {
    try {
      const dataUrl = await readDataUrl(file);
      // The server refuses bigger images; saying so now beats a failed request later.
      if (dataUrl.length > MAX_REFERENCE_IMAGE_BASE64_CHARS) {
        toast({
          title: 'Image too large',
          description: 'Please attach an image under 5 MB.',
          variant: 'destructive',
        });
        return;
      }
      setImage(dataUrl);
      if (success) toast({ title: success, description: 'Your image has been added to the message.' });
    } catch {
      toast({
        title: 'Could not read the image',
        description: 'Please try another file.',
        variant: 'destructive',
      });
    }
  };

  const invalid = (description: string) =>
    toast({ title: 'Invalid file type', description, variant: 'destructive' });

  return {
    image,
    dragging,
    remove: () => setImage(undefined),
    onFileChosen(file: File | undefined) {
      if (!file) return;
      if (!isImage(file)) return invalid('Please upload an image file.');
      void attach(file);
    },
    onPaste(event: ClipboardEvent) {
      const file = [...event.clipboardData.items]
        .find((item) => item.kind === 'file' && item.type.startsWith('image/'))
        ?.getAsFile();
      if (!file) return; // plain text pastes normally
      event.preventDefault();
      void attach(file, 'Image pasted');
    },
    dropHandlers: {
      onDragOver(event: DragEvent) {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave(event: DragEvent) {
        // Leaving for a child element is not leaving the drop zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop(event: DragEvent) {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(false);
        const file = [...event.dataTransfer.files].find(isImage);
        if (!file) return invalid('Please drop an image file.');
        void attach(file, 'Image dropped');
      },
    },
  };
}
