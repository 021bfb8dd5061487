import {
  Annotation,
  type ChangeSet,
  type EditorSelection,
  type EditorState,
  type StateCommand,
  StateField,
  Transaction,
} from '@codemirror/state';

/**
 * Undo and redo for the code editor. (`@codemirror/commands`, which has the stock history,
 * is not installed: the `codemirror` package in package.json is the legacy CodeMirror 5
 * build, not the CodeMirror 6 bundle that would bring it.) Each entry holds the inverse of a
 * change; typing within half a second joins the previous entry.
 */
interface Entry {
  /** Applied to the current document, this restores the document before the change. */
  inverse: ChangeSet;
  /** The selection to restore with it. */
  selection: EditorSelection;
  time: number;
}

interface History {
  done: Entry[];
  undone: Entry[];
}

type HistoryEvent = 'undo' | 'redo' | 'reset';
const historyEvent = Annotation.define<HistoryEvent>();

const JOIN_MS = 500;
const MAX_ENTRIES = 200;

const entryFor = (tr: Transaction): Entry => ({
  inverse: tr.changes.invert(tr.startState.doc),
  selection: tr.startState.selection,
  time: tr.annotation(Transaction.time) ?? Date.now(),
});

export const undoHistory = StateField.define<History>({
  create: () => ({ done: [], undone: [] }),
  update(history, tr) {
    const event = tr.annotation(historyEvent);
    if (event === 'reset') return { done: [], undone: [] };
    if (!tr.docChanged) return history;
    const entry = entryFor(tr);
    if (event === 'undo') return { done: history.done.slice(0, -1), undone: [...history.undone, entry] };
    if (event === 'redo') return { done: [...history.done, entry], undone: history.undone.slice(0, -1) };
    const last = history.done.at(-1);
    const typing = tr.isUserEvent('input.type') || tr.isUserEvent('delete');
    if (last && typing && entry.time - last.time < JOIN_MS) {
      // The new inverse leads back to where the last one starts, so it runs first.
      const joined = {
        inverse: entry.inverse.compose(last.inverse),
        selection: last.selection,
        time: entry.time,
      };
      return { done: [...history.done.slice(0, -1), joined], undone: [] };
    }
    return { done: [...history.done, entry].slice(-MAX_ENTRIES), undone: [] };
  },
});

function step(event: 'undo' | 'redo'): StateCommand {
  return ({ state, dispatch }) => {
    const history = state.field(undoHistory, false);
    const entry = event === 'undo' ? history?.done.at(-1) : history?.undone.at(-1);
    if (!entry) return false;
    dispatch(
      state.update({
        changes: entry.inverse,
        selection: entry.selection,
        annotations: historyEvent.of(event),
        scrollIntoView: true,
        userEvent: event,
      }),
    );
    return true;
  };
}

export const undo = step('undo');
export const redo = step('redo');

/** A transaction spec that replaces the whole document and forgets the history. */
export const resetDocument = (state: EditorState, text: string) => ({
  changes: { from: 0, to: state.doc.length, insert: text },
  annotations: historyEvent.of('reset'),
});

export const undoDepth = (state: EditorState) => state.field(undoHistory, false)?.done.length ?? 0;
