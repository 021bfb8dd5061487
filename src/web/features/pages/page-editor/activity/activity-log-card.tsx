import { Activity, Bot, ImageIcon, User, Wand2 } from 'lucide-react';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatWhen } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useChatHistory, useVersions } from '../page-editor-api';
import { type ActivityItem, buildActivity } from './activity-model';

const KIND: Record<ActivityItem['kind'], { label: string; icon: typeof Bot; tone: string }> = {
  request: { label: 'You asked', icon: User, tone: 'bg-primary/10 text-primary' },
  reply: { label: 'AI replied', icon: Bot, tone: 'bg-violet-100 text-violet-800' },
  'element-edit': { label: 'AI element edit', icon: Wand2, tone: 'bg-emerald-100 text-emerald-800' },
};

/** 'AI Activity Log': the page's AI chat and AI element edits, newest first, with times. */
export function ActivityLogCard({ pageId }: { pageId: number }) {
  const chat = useChatHistory(pageId);
  const versions = useVersions(pageId);
  const items = useMemo(
    () => buildActivity(chat.data ?? [], versions.data ?? []),
    [chat.data, versions.data],
  );

  return (
    <Card className="min-w-0 gap-4" data-testid="activity-log">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-4 text-primary" />
          <h2>AI Activity Log</h2>
        </CardTitle>
        <CardDescription>Requests and changes made with AI</CardDescription>
      </CardHeader>
      <CardContent>
        {chat.isPending ? (
          <Spinner label="Loading activity..." />
        ) : chat.isError ? (
          <p className="text-sm text-destructive">Could not load the activity log.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No AI activity yet. Changes made with AI Modify or AI Edit appear here.
          </p>
        ) : (
          <ol
            className="-mx-2 max-h-80 space-y-1 overflow-y-auto px-2"
            aria-label="AI activity, newest first"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
            tabIndex={0}
          >
            {items.map((item) => {
              const kind = KIND[item.kind];
              const Icon = kind.icon;
              return (
                <li key={item.id} className="flex gap-3 rounded-md py-2" data-testid="activity-item">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
                      kind.tone,
                    )}
                  >
                    <Icon className="size-3.5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
                      <span className="font-medium">{kind.label}</span>
                      <time dateTime={item.at} className="text-muted-foreground">
                        {formatWhen(item.at)}
                      </time>
                    </p>
                    <p className="mt-0.5 line-clamp-3 text-sm break-words text-foreground/90">
                      {item.hasImage && (
                        <ImageIcon aria-label="with an image" className="mr-1 inline size-3.5 align-[-2px]" />
                      )}
                      {item.text}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
