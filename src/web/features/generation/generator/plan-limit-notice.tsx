import { CircleAlert, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { cn } from '@/lib/utils';
import type { LimitHit } from './plan-room';

/**
 * Why a button beside it is disabled: the plan limit it runs into, what can be done, and
 * Upgrade. The generator form, the builder and the chat show it in place of an attempt the
 * server would refuse; `id` lets the disabled control name it (aria-describedby).
 */
export function PlanLimitNotice(props: { id: string; limit: LimitHit; className?: string }) {
  return (
    <div
      id={props.id}
      role="note"
      className={cn(
        'flex flex-wrap items-start gap-x-2 gap-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950',
        props.className,
      )}
      data-testid="plan-limit-notice"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 basis-48">
        {props.limit.message} {props.limit.remedy}
      </p>
      <ButtonLink href="/upgrade" icon={Sparkles} size="sm" className="ml-auto shrink-0">
        Upgrade
      </ButtonLink>
    </div>
  );
}
