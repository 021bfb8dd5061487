import type { GenerationOptions } from '@shared/api/generation';
import {
  COLOR_SCHEMES,
  INDUSTRIES,
  PLATFORM_HINTS,
  PLATFORM_OPTIMIZATIONS,
  PRIMARY_GOALS,
  TARGET_AUDIENCES,
  TONES,
  VARIATION_COUNTS,
} from '@shared/constants';
import { LayoutTemplate, Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

type Options = GenerationOptions;

/** The generator's side panel: starting points and every generation option of spec section 3. */
export function OptionsPanel(props: {
  options: Options;
  onChange(options: Options): void;
  onOpenTemplates(): void;
  onOpenBuilder(): void;
}) {
  const { options, onChange } = props;
  const set = <K extends keyof Options>(key: K, value: Options[K]) => onChange({ ...options, [key]: value });

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
          checked={options.generateVariations}
          onChange={(v) => set('generateVariations', v)}
        />
        {options.generateVariations && (
          <Choice
            id="opt-variation-count"
            label="Number of variations"
            value={String(options.variationCount)}
            items={VARIATION_COUNTS.map((n) => ({ value: String(n), label: `${n} variations` }))}
            onChange={(v) => set('variationCount', Number(v))}
          />
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

function Toggle(props: { id: string; label: string; checked: boolean; onChange(value: boolean): void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={props.id} className="font-normal">
        {props.label}
      </Label>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}

type Item = string | { value: string; label: string };

/** A labelled select; the empty value ('not set') shows the placeholder. */
function Choice(props: {
  id: string;
  label: string;
  value: string;
  items: readonly Item[];
  onChange(value: string): void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Select value={props.value || undefined} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} aria-label={props.label}>
          <SelectValue placeholder={`Select ${props.label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {props.items.map((item) => {
            const { value, label } = typeof item === 'string' ? { value: item, label: item } : item;
            return (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </div>
  );
}
