import type { PageCheck, PageCheckFinding, PageCheckSeverity } from '@shared/api/page-check';
import {
  AlertTriangle,
  CheckCircle2,
  ClipboardCheck,
  Info,
  Loader2,
  Settings2,
  Sparkles,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LeadSettingsDialog } from '@/features/leads';
import { errorText } from '@/lib/api';
import { cn } from '@/lib/utils';
import { usePageCheck } from './page-check-api';
import {
  findingsSummary,
  renderStateText,
  type ScoreTone,
  scoreTone,
  sortFindings,
} from './page-check-model';

interface PageCheckCardProps {
  pageId: number;
  versionId: number | null;
  /** Sends the finding's fix to the AI; without it the findings show no action. */
  onAskFix?: (finding: PageCheckFinding) => void;
  /** True while the AI is busy with another request. */
  fixDisabled?: boolean;
  /** Why the fixes cannot be asked for now (the plan's AI edits used up), shown above them. */
  fixBlocked?: ReactNode;
  className?: string;
}

/** 'Page check': the live version's score and findings, each with 'Ask AI to fix'. */
export function PageCheckCard(props: PageCheckCardProps) {
  const check = usePageCheck(props.pageId, props.versionId);
  return (
    <Card className={cn('gap-3 py-5', props.className)} data-testid="page-check-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="text-sm">
          <h2 className="flex items-center gap-2">
            <ClipboardCheck aria-hidden="true" className="size-4 text-muted-foreground" />
            Page check
          </h2>
        </CardTitle>
        {check.data && <ScoreBadge score={check.data.score} />}
      </CardHeader>
      <CardContent className="px-5">
        {check.isPending ? (
          <div className="space-y-2">
            <span className="sr-only">Checking the page…</span>
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : check.isError ? (
          <div role="alert" className="space-y-3 text-sm">
            <p className="text-muted-foreground">
              Could not check this page: {errorText(check.error, 'something went wrong.')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void check.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {props.onAskFix && props.fixBlocked}
            <CheckResult
              check={check.data}
              onAskFix={props.onAskFix}
              fixDisabled={props.fixDisabled || !!props.fixBlocked}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const TONE_CLASSES: Record<ScoreTone, { badge: string; bar: string }> = {
  good: { badge: 'bg-emerald-100 text-emerald-800', bar: 'bg-emerald-500' },
  fair: { badge: 'bg-amber-100 text-amber-900', bar: 'bg-amber-500' },
  poor: { badge: 'bg-red-100 text-red-800', bar: 'bg-red-500' },
};

function ScoreBadge({ score }: { score: number }) {
  return (
    <span
      className={cn(
        'rounded-md px-2 py-0.5 text-sm font-semibold tabular-nums',
        TONE_CLASSES[scoreTone(score)].badge,
      )}
      data-testid="page-check-score"
    >
      <span className="sr-only">Score </span>
      {score}
      <span className="font-normal"> / 100</span>
    </span>
  );
}

function CheckResult(props: {
  check: PageCheck;
  onAskFix?: (finding: PageCheckFinding) => void;
  fixDisabled?: boolean;
}) {
  const { check } = props;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const renderText = renderStateText(check.render);
  const findings = sortFindings(check.findings);
  return (
    <div className="space-y-3">
      {/* The badge says the score; the bar only shows it. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full transition-[width]', TONE_CLASSES[scoreTone(check.score)].bar)}
          style={{ width: `${check.score}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="page-check-summary">
        {/* 'version 1' stays together: in the narrow side column the 1 wrapped onto a line alone. */}
        {findingsSummary(check)} · <span className="whitespace-nowrap">version {check.version}</span>
      </p>
      {renderText && (
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground" data-testid="page-check-render">
          {check.render === 'pending' && (
            <Loader2 aria-hidden="true" className="mt-px size-3.5 shrink-0 animate-spin" />
          )}
          {renderText}
        </p>
      )}
      {findings.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          No problems found.
        </p>
      ) : (
        <ul className="max-h-[28rem] space-y-2 overflow-y-auto pr-1" aria-label="Findings">
          {findings.map((finding, index) => (
            <FindingRow
              key={`${finding.rule}-${index}`}
              finding={finding}
              onAskFix={props.onAskFix}
              onOpenSettings={() => setSettingsOpen(true)}
              fixDisabled={props.fixDisabled}
            />
          ))}
        </ul>
      )}
      {/* Mounted while open only: its settings read is not worth making for every check. */}
      {settingsOpen && <LeadSettingsDialog pageId={check.pageId} open onOpenChange={setSettingsOpen} />}
    </div>
  );
}

const SEVERITY_LOOK: Record<PageCheckSeverity, { icon: typeof Info; className: string; label: string }> = {
  error: { icon: XCircle, className: 'text-red-600', label: 'Error' },
  warning: { icon: AlertTriangle, className: 'text-amber-600', label: 'Warning' },
  notice: { icon: Info, className: 'text-sky-600', label: 'Notice' },
};

function FindingRow(props: {
  finding: PageCheckFinding;
  onAskFix?: (finding: PageCheckFinding) => void;
  /** For findings fixed in a settings dialog rather than by the AI. */
  onOpenSettings: () => void;
  fixDisabled?: boolean;
}) {
  const { finding, onAskFix } = props;
  const look = SEVERITY_LOOK[finding.severity];
  const Icon = look.icon;
  return (
    <li
      className="rounded-lg border p-3"
      data-testid="page-check-finding"
      data-rule={finding.rule}
      data-severity={finding.severity}
    >
      <div className="flex items-start gap-2">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm leading-snug font-medium">
            <span className="sr-only">{look.label}: </span>
            {finding.message}
          </p>
          {finding.detail && (
            <p className="line-clamp-2 text-xs break-words text-muted-foreground">{finding.detail}</p>
          )}
          {finding.settingsFix === 'lead-settings' ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-1 h-7 px-2 text-xs"
              onClick={props.onOpenSettings}
            >
              <Settings2 aria-hidden="true" />
              Open Lead settings
            </Button>
          ) : (
            onAskFix && (
              <Button
                variant="outline"
                size="sm"
                className="mt-1 h-7 px-2 text-xs"
                disabled={props.fixDisabled}
                aria-label={`Ask AI to fix: ${finding.message}`}
                onClick={() => onAskFix(finding)}
              >
                <Sparkles aria-hidden="true" />
                Ask AI to fix
              </Button>
            )
          )}
        </div>
      </div>
    </li>
  );
}
