import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Reference URL rows: 'Add URL' appends one; remove shows only when there is more than one. */
export function ReferenceUrlList(props: { urls: string[]; onChange(urls: string[]): void }) {
  const { urls, onChange } = props;
  return (
    <div className="space-y-2">
      {urls.map((url, index) => (
        <div key={index} className="flex gap-2">
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/page-you-like"
            aria-label={`Reference URL ${index + 1}`}
            value={url}
            onChange={(event) => onChange(urls.map((u, i) => (i === index ? event.target.value : u)))}
          />
          {urls.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove reference URL ${index + 1}`}
              onClick={() => onChange(urls.filter((_, i) => i !== index))}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...urls, ''])}>
        <Plus aria-hidden="true" /> Add URL
      </Button>
    </div>
  );
}
