import { EditorState, Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { redo, resetDocument, undo, undoDepth, undoHistory } from './undo-history';

function editor(doc: string) {
  let state = EditorState.create({ doc, extensions: [undoHistory] });
  const dispatch = (tr: Transaction) => {
    state = tr.state;
  };
  /** An insertion as the user made it (`input.type` or `input.paste`), at `time` ms. */
  const input = (userEvent: string) => (at: number, insert: string, time: number) => {
    state = state.update({
      changes: { from: at, insert },
      userEvent,
      annotations: Transaction.time.of(time),
    }).state;
  };
  return {
    get text() {
      return state.doc.toString();
    },
    get depth() {
      return undoDepth(state);
    },
    type: input('input.type'),
    paste: input('input.paste'),
    undo: () => undo({ state, dispatch }),
    redo: () => redo({ state, dispatch }),
    reset(text: string) {
      state = state.update(resetDocument(state, text)).state;
    },
  };
}

describe('undo history', () => {
  it('undoes and redoes, joining quick typing into one step', () => {
    const e = editor('<p></p>');
    e.type(3, 'H', 1000);
    e.type(4, 'i', 1100);
    e.type(5, '!', 3000);
    expect(e.text).toBe('<p>Hi!</p>');
    expect(e.depth).toBe(2);
    expect(e.undo()).toBe(true);
    expect(e.text).toBe('<p>Hi</p>');
    expect(e.undo()).toBe(true);
    expect(e.text).toBe('<p></p>');
    expect(e.undo()).toBe(false);
    expect(e.redo()).toBe(true);
    expect(e.text).toBe('<p>Hi</p>');
    expect(e.redo()).toBe(true);
    expect(e.text).toBe('<p>Hi!</p>');
    expect(e.redo()).toBe(false);
  });

  it('never joins a paste, and a new edit drops the redo steps', () => {
    const e = editor('');
    e.type(0, 'a', 1000);
    e.paste(1, 'bc', 1001);
    expect(e.depth).toBe(2);
    e.undo();
    expect(e.text).toBe('a');
    e.type(1, 'x', 5000);
    expect(e.redo()).toBe(false);
    expect(e.text).toBe('ax');
  });

  it('forgets everything when the document is replaced from outside', () => {
    const e = editor('old');
    e.type(3, '!', 1000);
    e.reset('new page');
    expect(e.text).toBe('new page');
    expect(e.undo()).toBe(false);
  });
});
