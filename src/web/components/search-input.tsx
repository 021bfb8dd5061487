import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * A search field with its magnifier. `onClear` adds a button that empties it (in place of the
 * browser's own, which not every browser draws).
 */
export function SearchInput(props: {
  value: string;
  onValueChange(value: string): void;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The wrapper's width. */
  className?: string;
  onClear?(): void;
}) {
  const { onClear } = props;
  return (
    <div className={cn('relative', props.className)}>
      <Search
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
          onClear ? 'left-3' : 'left-2.5',
        )}
      />
      <Input
        type="search"
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value)}
        placeholder={props.placeholder}
        aria-label={props.label}
        className={onClear ? 'pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden' : 'pl-8'}
      />
      {onClear && props.value && (
        <button
          type="button"
          onClick={onClear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
