import { X } from 'lucide-react';
import { toast } from '@/hooks/use-toast';
import { isImageFile } from './read-image';

/**
 * The image files among those picked, dropped or pasted. Others are refused with a toast
 * saying `refusal` (docs/product.md, 'Reference images and URLs'): an input's `accept` is only
 * a hint to the picker, and a drop or a paste can bring any file.
 */
export function keepImageFiles(files: File[], refusal: string): File[] {
  const images = files.filter(isImageFile);
  if (images.length < files.length) {
    toast({ title: 'Invalid file type', description: refusal, variant: 'destructive' });
  }
  return images;
}

/** The × on an image's thumbnail that takes the image out. */
export function RemoveImageButton(props: { label: string; className: string; onClick(): void }) {
  return (
    <button type="button" onClick={props.onClick} aria-label={props.label} className={props.className}>
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}
