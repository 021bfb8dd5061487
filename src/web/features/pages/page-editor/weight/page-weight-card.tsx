import type { LandingPage } from '@shared/api/pages';
import { Gauge } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useVersions } from '../page-editor-api';
import { formatKb, summariseWeight, WEIGHT_TARGET_BYTES } from './page-weight-model';

/**
 * 'Page weight' (docs/product.md, 'Page weight'): what the live version weighs against the 60 KB
 * target and, when the save compiled its Tailwind runtime away, what every visitor downloaded
 * before.
 */
export function PageWeightCard({ page }: { page: LandingPage }) {
  const versions = useVersions(page.id);
  const live = versions.data?.find((v) => v.id === page.currentVersionId);
  const weight = summariseWeight(page.htmlBytes, live?.sourceBytes);

  return (
    <Card className="min-w-0 gap-4" data-testid="page-weight">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-4 text-primary" />
          <h2>Page weight</h2>
        </CardTitle>
        <CardDescription>The live version's HTML with its styles, before linked images</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-2xl font-semibold tabular-nums" data-testid="page-weight-now">
            {weight.now}
          </p>
          <Badge variant={weight.underTarget ? 'success' : 'secondary'}>
            {weight.underTarget ? 'Under' : 'Over'} the {formatKb(WEIGHT_TARGET_BYTES)} target
          </Badge>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser. */}
        <div
          role="meter"
          aria-label={`${weight.now} of the ${formatKb(WEIGHT_TARGET_BYTES)} target`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={weight.targetPercent}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', weight.underTarget ? 'bg-emerald-500' : 'bg-amber-500')}
            style={{ width: `${weight.targetPercent}%` }}
          />
        </div>
        {weight.before && (
          <p className="text-sm text-muted-foreground" data-testid="page-weight-before">
            Was <span className="font-medium text-foreground">{weight.before.html}</span> plus the Tailwind
            CDN script every visitor loaded (at least {weight.before.runtime}). Its classes are now compiled
            into the page:{' '}
            <span className="font-medium text-foreground">{weight.before.savedPercent}% less</span> to
            download, and no script builds the styles in the browser.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
