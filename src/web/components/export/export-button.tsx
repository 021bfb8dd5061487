import { EXPORT_FORMAT_TEXT, EXPORT_FORMATS, type ExportFormat } from '@shared/export/export-format';
import { ChevronDown, Loader2, type LucideIcon, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { preloadConverter } from './export-html';
import { snippetOptionsSummary } from './snippet-options';
import { SnippetOptionsDialog } from './snippet-options-dialog';
import { useExportFormat, useSnippetOptions } from './use-export-format';

export interface ExportButtonProps {
  kind: 'copy' | 'download';
  /** The visible (and accessible) name of the main button: 'Copy', 'Copy HTML', 'Download'. */
  label: string;
  icon: LucideIcon;
  /** 'tool': the compact icon-over-label look of the library cards. */
  variant?: 'tool' | 'outline' | 'default';
  size?: 'sm' | 'default';
  disabled?: boolean;
  className?: string;
  /** Does the work in the given format; the button shows a spinner until it settles. */
  onExport(format: ExportFormat): unknown;
}

const stopEvent = (event: { stopPropagation(): void }) => event.stopPropagation();

const TOOL_CLASS =
  'h-auto flex-col gap-1 px-1 py-1.5 text-xs font-medium text-muted-foreground hover:text-foreground';

/**
 * Copy or Download as a split button: the main part acts in the remembered format, the
 * chevron opens 'Copy as' / 'Download as' with 'Paste into funnel builder' and 'Full HTML
 * page'; choosing one acts at once and becomes the remembered format (use-export-format.tsx).
 * 'Snippet options…' below them opens the snippet's options (snippet-options-dialog.tsx).
 */
export function ExportButton(props: ExportButtonProps) {
  const { kind, variant = 'outline', size = 'sm' } = props;
  const [format, choose] = useExportFormat();
  const [busy, setBusy] = useState(false);
  const [snippetOptions, setSnippetOptions] = useSnippetOptions();
  // Cards come by the hundred: the options dialog mounts on first use only.
  const [optionsMounted, setOptionsMounted] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const openingOptions = useRef(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const text = EXPORT_FORMAT_TEXT[format];

  const run = async (chosen: ExportFormat) => {
    setBusy(true);
    try {
      await props.onExport(chosen);
    } finally {
      setBusy(false);
    }
  };
  const Icon = busy ? Loader2 : props.icon;
  const icon = <Icon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />;
  const disabled = props.disabled || busy;
  const tool = variant === 'tool';

  return (
    <div
      className={cn('flex min-w-0', !tool && 'inline-flex', props.className)}
      data-testid={`export-${kind}`}
      data-format={format}
    >
      <Button
        variant={tool ? 'ghost' : variant}
        size={tool ? 'sm' : size}
        className={cn('min-w-0 flex-1 rounded-r-none focus-visible:z-10', tool && TOOL_CLASS)}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={descriptionId}
        title={`${props.label} as ${text.label}`}
        onClick={() => void run(format)}
        onPointerEnter={format === 'fragment' ? preloadConverter : undefined}
        onFocus={format === 'fragment' ? preloadConverter : undefined}
      >
        {icon}
        <span>{props.label}</span>
        {!tool && (
          <span
            aria-hidden="true"
            className={cn(
              'hidden text-xs font-normal sm:inline',
              variant !== 'default' && 'text-muted-foreground',
            )}
          >
            · {text.short}
          </span>
        )}
      </Button>
      <span id={descriptionId} className="sr-only">
        Format: {text.label}
      </span>
      {/* Not modal: a modal menu hides the page from assistive tech while focus can still leave. */}
      <DropdownMenu modal={false} onOpenChange={(open) => open && preloadConverter()}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuTrigger}
            variant={tool ? 'ghost' : variant}
            size={tool ? 'sm' : size}
            disabled={disabled}
            // No 'copy'/'download' in this name: it must not answer for the main button.
            aria-label={kind === 'copy' ? 'Format for the clipboard' : 'Format for the file'}
            className={cn(
              'rounded-l-none focus-visible:z-10',
              tool ? 'h-auto w-6 px-0 text-muted-foreground hover:text-foreground' : 'border-l px-2',
              variant === 'default' && !tool && 'border-l-primary-foreground/25',
            )}
          >
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-[min(20rem,calc(100vw-2rem))]"
          onCloseAutoFocus={(event) => {
            // The options dialog takes focus; the menu must not pull it back to its trigger.
            if (openingOptions.current) event.preventDefault();
          }}
        >
          <DropdownMenuLabel>{kind === 'copy' ? 'Copy as' : 'Download as'}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* onSelect, not onValueChange: choosing the current format must act too. */}
          <DropdownMenuRadioGroup value={format}>
            {EXPORT_FORMATS.map((option) => (
              <DropdownMenuRadioItem
                key={option}
                value={option}
                onSelect={() => {
                  choose(option);
                  void run(option);
                }}
              >
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">{EXPORT_FORMAT_TEXT[option].label}</span>
                  <span className="text-xs text-muted-foreground">
                    {EXPORT_FORMAT_TEXT[option].description}
                  </span>
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="items-start py-2"
            onSelect={() => {
              openingOptions.current = true;
              setOptionsMounted(true);
              setOptionsOpen(true);
            }}
          >
            <SlidersHorizontal aria-hidden="true" className="mt-0.5 size-4 text-muted-foreground" />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">Snippet options…</span>
              <span className="text-xs text-muted-foreground">{snippetOptionsSummary(snippetOptions)}</span>
            </span>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {optionsMounted && (
        // React events bubble out of a portal to the button's ancestors: a press inside the
        // dialog must not start dragging the dashboard card the button sits on.
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops events on their way up.
        <div className="contents" onMouseDown={stopEvent} onTouchStart={stopEvent}>
          <SnippetOptionsDialog
            open={optionsOpen}
            options={snippetOptions}
            onOpenChange={setOptionsOpen}
            onSave={setSnippetOptions}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openingOptions.current = false;
              menuTrigger.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
