import { Globe } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { PublishPanel, type PublishPanelProps } from './publish-panel';
import { usePublication } from './publishing-api';

export interface PagePublishingProps extends PublishPanelProps {
  className?: string;
}

/** The detail page's 'Publish' card: whether the page is online, and the publish panel. */
export function PagePublishing({ className, ...panel }: PagePublishingProps) {
  const titleId = useId();
  const publication = usePublication(panel.pageId);
  return (
    <Card
      className={cn('min-w-0 gap-0 overflow-hidden py-0', className)}
      aria-labelledby={titleId}
      role="region"
      data-testid="page-publishing"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
          Publish
        </h2>
        {publication.isSuccess && (
          <Badge variant={publication.data ? 'success' : 'secondary'} data-testid="publication-state">
            {publication.data ? 'Live' : 'Not published'}
          </Badge>
        )}
      </div>
      <div className="p-4 sm:p-5">
        <PublishPanel {...panel} />
      </div>
    </Card>
  );
}
