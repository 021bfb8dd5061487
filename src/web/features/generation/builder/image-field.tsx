import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { keepImageFiles, RemoveImageButton } from '../generator/image-picks';
import { readImage } from '../generator/read-image';

interface ImageFieldProps {
  id: string;
  label: string;
  /** Gallery: several files, appended. Hero and image: one file, replacing the current one. */
  multiple: boolean;
  value: unknown;
  onChange(value: string | string[]): void;
}

export function ImageField({ id, label, multiple, value, onChange }: ImageFieldProps) {
  const images = multiple
    ? (Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string' && v !== '')
    : typeof value === 'string' && value
      ? [value]
      : [];

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const accepted = keepImageFiles(files, 'Please upload an image file.');
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    if (chosen.length === 0) return;
    try {
      // Uploads become data URLs so the layout is self-contained (docs/product.md, 'Drag and drop builder').
      const urls = (await Promise.all(chosen.map(readImage))).map((image) => image.dataUrl);
      onChange(multiple ? [...images, ...urls] : urls[0]!);
    } catch {
      toast({ title: 'Upload failed', description: 'The image could not be read.', variant: 'destructive' });
    }
  };

  const remove = (index: number) => onChange(multiple ? images.filter((_, i) => i !== index) : '');

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again still fires a change.
          event.target.value = '';
          void pick(files);
        }}
        className="cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded file:border-0 file:bg-secondary file:px-2 file:text-xs file:font-medium file:text-secondary-foreground"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {multiple ? 'Images only; you can choose several at once.' : 'One image file (PNG, JPG, GIF, WebP…).'}
      </p>
      {images.length > 0 && (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={images.length === 1 ? 'Selected image' : `${images.length} selected images`}
        >
          {images.map((src, index) => (
            <li
              key={`${index}-${src.length}`}
              className="relative size-20 overflow-hidden rounded-md border bg-muted"
            >
              <img src={src} alt={`Uploaded ${index + 1}`} className="size-full object-cover" />
              <RemoveImageButton
                label={`Remove uploaded image ${index + 1}`}
                onClick={() => remove(index)}
                className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
