import { DEFAULT_EXPORT_FORMAT, type ExportFormat, isExportFormat } from '@shared/export/export-format';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  DEFAULT_SNIPPET_OPTIONS,
  parseSnippetOptions,
  type SnippetOptions,
  serializeSnippetOptions,
} from './snippet-options';

/**
 * Which format Copy and Download use. Pages do not store the options they were generated
 * with, so outside the generator the default is the user's last choice, remembered in
 * localStorage (falling back to the funnel-builder snippet). In the generator the
 * platform-optimisation option of the generation picks it, until the user chooses.
 */
const STORAGE_KEY = 'pagecraft.exportFormat';
/** The funnel snippet's options (snippet-options.ts), remembered the same way. */
const SNIPPET_OPTIONS_KEY = 'pagecraft.snippetOptions';
const listeners = new Set<() => void>();

function readStored(): ExportFormat | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isExportFormat(value) ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): the default applies
  }
}

function store(format: ExportFormat): void {
  try {
    localStorage.setItem(STORAGE_KEY, format);
  } catch {
    // Not remembered, still used for this action.
  }
  for (const listener of listeners) listener();
}

// useSyncExternalStore wants the same object while the stored text is the same.
let snippetRaw: string | null | undefined;
let snippetOptions: SnippetOptions = DEFAULT_SNIPPET_OPTIONS;
// Kept for this tab when storage is blocked.
let unstoredOptions: SnippetOptions | null = null;

/** The snippet options in force; read at export time by copyExport / downloadExport. */
export function readSnippetOptions(): SnippetOptions {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SNIPPET_OPTIONS_KEY);
  } catch {
    return unstoredOptions ?? DEFAULT_SNIPPET_OPTIONS;
  }
  if (raw !== snippetRaw) {
    snippetRaw = raw;
    snippetOptions = parseSnippetOptions(raw);
  }
  return snippetOptions;
}

function storeSnippetOptions(options: SnippetOptions): void {
  try {
    localStorage.setItem(SNIPPET_OPTIONS_KEY, serializeSnippetOptions(options));
  } catch {
    unstoredOptions = options;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) =>
    (event.key === STORAGE_KEY || event.key === SNIPPET_OPTIONS_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

interface ScopedDefault {
  format: ExportFormat;
  choose(format: ExportFormat): void;
}
const PlatformFormatContext = createContext<ScopedDefault | null>(null);

/** Gives a subtree (the generator's session) a default picked by its platform option. */
export function PlatformFormatProvider(props: { format: ExportFormat; children: ReactNode }) {
  const [picked, setPicked] = useState<ExportFormat | null>(null);
  const value = useMemo(
    () => ({ format: picked ?? props.format, choose: setPicked }),
    [picked, props.format],
  );
  return <PlatformFormatContext.Provider value={value}>{props.children}</PlatformFormatContext.Provider>;
}

/** The format in force here and a way to choose (and remember) another. */
export function useExportFormat(): [ExportFormat, (format: ExportFormat) => void] {
  const scoped = useContext(PlatformFormatContext);
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const choose = useCallback(
    (format: ExportFormat) => {
      scoped?.choose(format);
      store(format);
    },
    [scoped],
  );
  return [scoped?.format ?? stored ?? DEFAULT_EXPORT_FORMAT, choose];
}

/** The funnel snippet's options and a way to change (and remember) them. */
export function useSnippetOptions(): [SnippetOptions, (options: SnippetOptions) => void] {
  const options = useSyncExternalStore(subscribe, readSnippetOptions, () => DEFAULT_SNIPPET_OPTIONS);
  return [options, storeSnippetOptions];
}
