import {
  Building2,
  ChartColumn,
  ClipboardList,
  CreditCard,
  ImageIcon,
  Images,
  LayoutGrid,
  type LucideIcon,
  Menu,
  MessageSquareQuote,
  MousePointerClick,
  PanelTop,
  ShieldCheck,
  Square,
  Timer,
  Type,
  Video,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<string, LucideIcon> = {
  hero: PanelTop,
  navigation: Menu,
  text: Type,
  image: ImageIcon,
  video: Video,
  gallery: Images,
  features: LayoutGrid,
  testimonials: MessageSquareQuote,
  logos: Building2,
  statistics: ChartColumn,
  cta: MousePointerClick,
  form: ClipboardList,
  pricing: CreditCard,
  guarantee: ShieldCheck,
  urgency: Timer,
};

/** The tinted icon tile shared by library cards, canvas items and the drag preview (decorative). */
export function ComponentIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Square;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary',
        className,
      )}
    >
      <Icon className="size-4" />
    </span>
  );
}
