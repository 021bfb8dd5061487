import { html } from '@codemirror/lang-html';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { navigationKeymap } from './navigation';
import { redo, resetDocument, undo, undoHistory } from './undo-history';

/**
 * CodeMirror 6 on the page's HTML. Loaded only by the Editor tab (a dynamic import), so
 * CodeMirror stays out of every other bundle. Tab is left to move focus, so the editor never
 * traps keyboard users.
 */
export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** Accessible name of the editing area. */
  label: string;
  heightPx: number;
  /** Ctrl+S / Cmd+S. */
  onSave?(): void;
}

const theme = EditorView.theme({
  '&': { fontSize: '12.5px', backgroundColor: 'var(--color-background, #fff)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    lineHeight: '1.6',
  },
  '.cm-gutters': { backgroundColor: '#f8fafc', color: '#64748b', borderRight: '1px solid #e2e8f0' },
  '.cm-activeLineGutter': { backgroundColor: '#e2e8f0', color: '#0f172a' },
  '.cm-activeLine': { backgroundColor: 'rgba(37, 99, 235, 0.06)' },
  '.cm-content': { caretColor: '#0f172a' },
});

/**
 * CodeMirror's default colours, with the few that fall under 4.5:1 on the active line's tint
 * darkened: tag names (#085, 4.5:1 on white only), orange (#e40) and invalid red (#f00).
 */
const READABLE: Record<string, string> = { '#085': '#00704a', '#e40': '#b83300', '#f00': '#d00000' };
const highlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && READABLE[spec.color] ? { ...spec, color: READABLE[spec.color] } : spec,
  ),
);

export default function CodeEditor({ value, onChange, label, heightPx, onSave }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const latestOnSave = useRef(onSave);
  latestOnSave.current = onSave;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later values arrive through the effect below.
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          html(),
          syntaxHighlighting(highlightStyle, { fallback: true }),
          undoHistory,
          keymap.of([
            { key: 'Mod-z', run: undo, preventDefault: true },
            { key: 'Mod-y', run: redo, preventDefault: true },
            { key: 'Mod-Shift-z', run: redo, preventDefault: true },
            {
              key: 'Mod-s',
              run: () => {
                latestOnSave.current?.();
                return true;
              },
              preventDefault: true,
            },
            ...navigationKeymap,
          ]),
          theme,
          // Generated pages often put a whole section on one line.
          EditorView.lineWrapping,
          EditorView.theme({ '&': { height: `${heightPx}px` }, '.cm-scroller': { overflow: 'auto' } }),
          // tabindex: so accessibility checkers see the scroll area's focusable content (Tab order is unchanged).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A new value from outside (discard, a save, the page changed): replace the document.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch(resetDocument(editor.state, value));
  }, [value]);

  return <div ref={host} className="overflow-hidden rounded-md border" data-testid="code-editor" />;
}
