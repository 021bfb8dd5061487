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

type BooleanOption = 'includeMobileResponsive' | 'includeGHLIntegration' | 'includeAnimations';
type TextOption = 'industry' | 'targetAudience' | 'primaryGoal' | 'colorScheme' | 'tone';

/** The on/off options of 'Basic Options'. */
const BASIC_TOGGLES: readonly { key: BooleanOption; id: string; label: string }[] = [
  { key: 'includeMobileResponsive', id: 'opt-mobile', label: 'Mobile Responsive' },
  { key: 'includeGHLIntegration', id: 'opt-ghl', label: 'Funnel form integration' },
  { key: 'includeAnimations', id: 'opt-anim', label: 'Animations' },
];

interface TextChoice {
  key: TextOption;
  id: string;
  label: string;
  items: readonly string[];
}

const TARGETING_CHOICES: readonly TextChoice[] = [
  { key: 'industry', id: 'opt-industry', label: 'Industry', items: INDUSTRIES },
  { key: 'targetAudience', id: 'opt-audience', label: 'Target audience', items: TARGET_AUDIENCES },
  { key: 'primaryGoal', id: 'opt-goal', label: 'Primary goal', items: PRIMARY_GOALS },
];

const STYLE_CHOICES: readonly TextChoice[] = [
  { key: 'colorScheme', id: 'opt-colors', label: 'Color scheme', items: COLOR_SCHEMES },
  { key: 'tone', id: 'opt-tone', label: 'Tone', items: TONES },
];

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
  // Only the counts that fit are offered; with none, variations cannot be turned on.
  const choices = variationChoices(room ?? { max: null, reason: null });
  const noRoom = choices.length === 0;
  const textChoice = ({ key, id, label, items }: TextChoice) => (
    <Choice
      key={key}
      id={id}
      label={label}
      value={options[key]}
      items={items}
      onChange={(v) => set(key, v)}
    />
  );

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
        {BASIC_TOGGLES.map(({ key, id, label }) => (
          <Toggle key={key} id={id} label={label} checked={options[key]} onChange={(v) => set(key, v)} />
        ))}
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
            items={choices.map((count) => ({ value: String(count), label: `${count} variations` }))}
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

      <Section title="Targeting & Goals">{TARGETING_CHOICES.map(textChoice)}</Section>

      <Section title="Style & Design">{STYLE_CHOICES.map(textChoice)}</Section>
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

/** What every option control has: its id, its visible label and the note describing it. */
interface ControlProps {
  id: string;
  label: string;
  describedBy?: string;
}

/** Where an option's label goes: beside a switch, above a select. */
const LABEL_PLACES = {
  beside: { field: 'flex items-center justify-between gap-3', label: 'font-normal' },
  above: { field: 'space-y-1.5', label: 'text-xs text-muted-foreground' },
};

function Labelled(props: {
  id: string;
  label: string;
  place: keyof typeof LABEL_PLACES;
  children: ReactNode;
}) {
  const place = LABEL_PLACES[props.place];
  return (
    <div className={place.field}>
      <Label htmlFor={props.id} className={place.label}>
        {props.label}
      </Label>
      {props.children}
    </div>
  );
}

function Toggle(
  props: ControlProps & { checked: boolean; disabled?: boolean; onChange(value: boolean): void },
) {
  return (
    <Labelled id={props.id} label={props.label} place="beside">
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onCheckedChange={props.onChange}
      />
    </Labelled>
  );
}

type Item = string | { value: string; label: string };

/** A labelled select; the empty value ('not set') shows the placeholder. */
function Choice(
  props: ControlProps & { value: string; items: readonly Item[]; onChange(value: string): void },
) {
  return (
    <Labelled id={props.id} label={props.label} place="above">
      <Select value={props.value || undefined} onValueChange={props.onChange}>
        <SelectTrigger id={props.id} aria-label={props.label} aria-describedby={props.describedBy}>
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
    </Labelled>
  );
}
