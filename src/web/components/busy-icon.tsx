import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon, or a spinner in its place while the button's work runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Icon aria-hidden="true" />;
}
