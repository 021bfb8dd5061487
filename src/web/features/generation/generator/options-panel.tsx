import type { GenerationOptions } from '@shared/api/generation';
import {
  COLOR_SCHEMES,
  INDUSTRIES,
  PLATFORM_HINTS,
  PLATFORM_OPTIMIZATIONS,
  PRIMARY_GOALS,
  TARGET_AUDIENCES,
  TONES,
} from '@shared/constants';
import { LayoutTemplate, Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { FEWEST_VARIATIONS, type VariationRoom, variationChoices } from './plan-room';

type Options = GenerationOptions;

/**
 * The generator's side panel: starting points and every generation option
 * (docs/product.md, 'Generation options').
 */
export function OptionsPanel(props: {
  options: Options;
  onChange(options: Options): void;
  onOpenTemplates(): void;
  onOpenBuilder(): void;
  /** How many variations the plan has room for now; null while unknown (nothing capped). */
  variationRoom?: VariationRoom | null;
}) {
  const { options, onChange } = props;
  const set = <K extends keyof Options>(key: K, value: Options[K]) => onChange({ ...options, [key]: value });
  const room = props.variationRoom ?? null;
  const noRoom = room?.max != null && room.max < FEWEST_VARIATIONS;
  const choices = variationChoices(room ?? { max: null, reason: null });

  return (
    <div className="space-y-4">
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-2 px-4">
          <Button type="button" variant="outline" className="justify-start" onClick={props.onOpenTemplates}>
            <Library aria-hidden="true" /> Browse Template Library
          </Button>
          <Button type="button" variant="outline" className="justify-start" onClick={props.onOpenBuilder}>
            <LayoutTemplate aria-hidden="true" /> Drag & Drop Builder
          </Button>
        </CardContent>
      </Card>

      <Section title="Basic Options">
        <Toggle
          id="opt-mobile"
          label="Mobile Responsive"
          checked={options.includeMobileResponsive}
          onChange={(v) => set('includeMobileResponsive', v)}
        />
        <Toggle
          id="opt-ghl"
          label="Funnel form integration"
          checked={options.includeGHLIntegration}
          onChange={(v) => set('includeGHLIntegration', v)}
        />
        <Toggle
          id="opt-anim"
          label="Animations"
          checked={options.includeAnimations}
          onChange={(v) => set('includeAnimations', v)}
        />
        <Choice
          id="opt-platform"
          label="Platform optimization"
          value={options.platformOptimization}
          items={PLATFORM_OPTIMIZATIONS.map((p) => ({ value: p, label: PLATFORM_HINTS[p].label }))}
          onChange={(v) => set('platformOptimization', v as Options['platformOptimization'])}
        />
        <p className="text-xs text-muted-foreground" data-testid="platform-hint">
          {PLATFORM_HINTS[options.platformOptimization].hint}
        </p>
      </Section>

      <Section title="Variations">
        <Toggle
          id="opt-variations"
          label="Generate variations"
          checked={options.generateVariations && !noRoom}
          disabled={noRoom}
          describedBy={room?.reason ? 'variation-room' : undefined}
          onChange={(v) => set('generateVariations', v)}
        />
        {options.generateVariations && !noRoom && (
          <Choice
            id="opt-variation-count"
            label="Number of variations"
            value={String(options.variationCount)}
            items={choices.map(({ count, fits }) => ({
              value: String(count),
              label: fits ? `${count} variations` : `${count} variations (over your plan)`,
              disabled: !fits,
            }))}
            describedBy={room?.reason ? 'variation-room' : undefined}
            onChange={(v) => set('variationCount', Number(v))}
          />
        )}
        {room?.reason && (
          <p id="variation-room" className="text-xs text-muted-foreground" data-testid="variation-room">
            {noRoom
              ? `Variations need room for at least ${FEWEST_VARIATIONS}. `
              : `Up to ${room.max} variations. `}
            {room.reason}{' '}
            <Link href="/upgrade" className="font-medium text-primary underline underline-offset-2">
              Upgrade for more
            </Link>
          </p>
        )}
      </Section>

      <Section title="Targeting & Goals">
        <Choice
          id="opt-industry"
          label="Industry"
          value={options.industry}
          items={INDUSTRIES}
          onChange={(v) => set('industry', v)}
        />
        <Choice
          id="opt-audience"
          label="Target audience"
          value={options.targetAudience}
          items={TARGET_AUDIENCES}
          onChange={(v) => set('targetAudience', v)}
        />
        <Choice
          id="opt-goal"
          label="Primary goal"
          value={options.primaryGoal}
          items={PRIMARY_GOALS}
          onChange={(v) => set('primaryGoal', v)}
        />
      </Section>

      <Section title="Style & Design">
        <Choice
          id="opt-colors"
          label="Color scheme"
          value={options.colorScheme}
          items={COLOR_SCHEMES}
          onChange={(v) => set('colorScheme', v)}
        />
        <Choice
          id="opt-tone"
          label="Tone"
          value={options.tone}
          items={TONES}
          onChange={(v) => set('tone', v)}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-sm">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4">{children}</CardContent>
    </Card>
  );
}

function Toggle(props: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange(value: boolean): void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={props.id} className="font-normal">
        {props.label}
      </Label>
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onCheckedChange={props.onChange}
      />
    </div>
  );
}

type Item = string | { value: string; label: string; disabled?: boolean };

/** A labelled select; the empty value ('not set') shows the placeholder. */
function Choice(props: {
  id: string;
  label: string;
  value: string;
  items: readonly Item[];
  describedBy?: string;
  onChange(value: string): void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Select value={props.value || undefined} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} aria-label={props.label} aria-describedby={props.describedBy}>
          <SelectValue placeholder={`Select ${props.label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {props.items.map((item) => {
            const { value, label, disabled } =
              typeof item === 'string' ? { value: item, label: item, disabled: false } : item;
            return (
              <SelectItem key={value} value={value} disabled={disabled}>
                {label}
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </div>
  );
}
