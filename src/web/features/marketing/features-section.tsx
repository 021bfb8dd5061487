import { ClipboardCopy, History, type LucideIcon, Plug, Smartphone, Sparkles, Zap } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: Feature[] = [
  {
    icon: Sparkles,
    title: 'AI-powered generation',
    description:
      'Describe your offer in plain English and get a complete, conversion-focused page in one go.',
  },
  {
    icon: Smartphone,
    title: 'Mobile-responsive by default',
    description: 'Every layout adapts cleanly from phones to wide screens, with no extra tweaking required.',
  },
  {
    icon: Plug,
    title: 'Built for your funnel platform',
    description:
      'Works with GoHighLevel, ClickFunnels and WordPress, with forms ready for your existing integrations.',
  },
  {
    icon: ClipboardCopy,
    title: 'Copy-and-paste ready code',
    description: 'Clean, self-contained HTML and CSS that drops straight into a custom code block.',
  },
  {
    icon: Zap,
    title: 'Fast generation',
    description: 'Go from idea to a finished page in moments, so you can test more offers every week.',
  },
  {
    icon: History,
    title: 'Version history',
    description: 'Every generation is saved, so you can compare, restore and iterate without losing work.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to ship funnel pages faster"
          description="Pagecraft handles the layout, copy and code so you can focus on your offer and your traffic."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="group relative rounded-xl border bg-card p-6 shadow-xs transition-all duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lg hover:shadow-primary/5 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <div
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/15 transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
              >
                <Icon className="size-5" />
              </div>
              <h3 className="mt-5 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
