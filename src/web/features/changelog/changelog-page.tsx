import { useQuery } from '@tanstack/react-query';
import { Bug, Lightbulb, Sparkles, Wrench, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { getQueryFn } from '@/lib/query-client';
import { classifyChange } from './classify-change';

interface ChangelogEntry {
  date: string;
  changes: string[];
}

const KIND_STYLE = {
  Fix: { icon: Bug, className: 'bg-red-50 text-red-700 border-red-200' },
  Enhancement: { icon: Zap, className: 'bg-amber-50 text-amber-800 border-amber-200' },
  Feature: { icon: Sparkles, className: 'bg-emerald-50 text-emerald-700 border-emerald-200' },
  Update: { icon: Wrench, className: 'bg-slate-50 text-slate-700 border-slate-200' },
} as const;

export function ChangelogPage() {
  const { data, isLoading } = useQuery<ChangelogEntry[]>({
    queryKey: ['/api/changelog'],
    queryFn: async (context) => {
      try {
        return await getQueryFn<ChangelogEntry[]>({ on401: 'throw' })(context);
      } catch (error) {
        // A load failure is only logged; the empty state shows (spec section 8).
        console.error('Failed to load changelog', error);
        return [];
      }
    },
  });
  if (isLoading) return <PageSpinner />;
  const entries = data ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Changelog</h1>
      <p className="mt-2 text-muted-foreground">
        Track the latest features, improvements and fixes in Pagecraft.
      </p>

      <div className="mt-8 space-y-6">
        {entries.length === 0 && (
          <Card>
            <CardContent className="py-8 text-center">
              <p className="font-medium">No changelog entries found</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Changelog entries will appear here as new features are added.
              </p>
            </CardContent>
          </Card>
        )}
        {entries.map((entry) => (
          <Card key={entry.date}>
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle className="text-lg">{entry.date}</CardTitle>
              <Badge variant="secondary">
                {entry.changes.length} change{entry.changes.length === 1 ? '' : 's'}
              </Badge>
            </CardHeader>
            <CardContent>
              <ul className="space-y-3">
                {entry.changes.map((change, index) => {
                  const kind = classifyChange(change);
                  const { icon: Icon, className } = KIND_STYLE[kind];
                  return (
                    <li key={index} className="flex items-start gap-3">
                      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                      <span className="flex-1 text-sm">{change}</span>
                      <Badge variant="outline" className={className}>
                        {kind}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="mt-10 rounded-xl border bg-muted/40 p-6 text-center">
        <Lightbulb aria-hidden="true" className="mx-auto size-6 text-primary" />
        <p className="mt-2 font-medium">Want to suggest a feature?</p>
        <p className="mt-1 text-sm text-muted-foreground">
          We read every suggestion. Tell us what would help your funnels.
        </p>
      </div>
    </div>
  );
}
