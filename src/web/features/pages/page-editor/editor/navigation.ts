import { EditorSelection, type SelectionRange } from '@codemirror/state';
import type { Command, EditorView, KeyBinding } from '@codemirror/view';

/**
 * Cursor movement the browser cannot do on its own in CodeMirror: only the lines near the
 * view are in the DOM, so the native Ctrl+End or Page Down stop at the last drawn line.
 * (These come with `@codemirror/commands`, which is not installed; see undo-history.ts.)
 */
function move(
  view: EditorView,
  to: (range: SelectionRange) => SelectionRange | number,
  extend: boolean,
): boolean {
  const selection = EditorSelection.create(
    view.state.selection.ranges.map((range) => {
      const target = to(range);
      const head = typeof target === 'number' ? target : target.head;
      if (extend) return EditorSelection.range(range.anchor, head);
      return typeof target === 'number' ? EditorSelection.cursor(target) : target;
    }),
    view.state.selection.mainIndex,
  );
  view.dispatch({ selection, scrollIntoView: true, userEvent: 'select' });
  return true;
}

const page = (view: EditorView) => Math.max(view.scrollDOM.clientHeight - 40, 40);

const docStart =
  (extend: boolean): Command =>
  (view) =>
    move(view, () => 0, extend);
const docEnd =
  (extend: boolean): Command =>
  (view) =>
    move(view, () => view.state.doc.length, extend);
const vertical =
  (forward: boolean, byPage: boolean, extend: boolean): Command =>
  (view) =>
    move(view, (range) => view.moveVertically(range, forward, byPage ? page(view) : undefined), extend);
const selectAll: Command = (view) => {
  view.dispatch({ selection: EditorSelection.single(0, view.state.doc.length), userEvent: 'select' });
  return true;
};

export const navigationKeymap: KeyBinding[] = [
  { key: 'Mod-Home', run: docStart(false), shift: docStart(true), preventDefault: true },
  { key: 'Mod-End', run: docEnd(false), shift: docEnd(true), preventDefault: true },
  {
    key: 'PageUp',
    run: vertical(false, true, false),
    shift: vertical(false, true, true),
    preventDefault: true,
  },
  {
    key: 'PageDown',
    run: vertical(true, true, false),
    shift: vertical(true, true, true),
    preventDefault: true,
  },
  { key: 'ArrowUp', run: vertical(false, false, false), shift: vertical(false, false, true) },
  { key: 'ArrowDown', run: vertical(true, false, false), shift: vertical(true, false, true) },
  { key: 'Mod-a', run: selectAll, preventDefault: true },
];
