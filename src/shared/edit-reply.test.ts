import { describe, expect, it } from 'vitest';
import {
  composeEditReply,
  editExplanation,
  editStage,
  FALLBACK_NOTE,
  NO_CHANGE_REPLY,
  REPAIR_NOTE,
  splitEditReply,
} from './edit-reply.ts';

const BLOCK = '<<<<<<< SEARCH\n<h1>Old</h1>\n=======\n<h1>New</h1>\n>>>>>>> REPLACE';
const CSS_BLOCK = `<<<<<<< SEARCH\n<style>${'a{color:red}'.repeat(300)}</style>\n=======\n<style>x</style>\n>>>>>>> REPLACE`;

describe('editExplanation', () => {
  it('is the text before the first edit block, fence or server note', () => {
    expect(editExplanation(`Made the headline punchier.\n\n${BLOCK}\n\n${CSS_BLOCK}`)).toBe(
      'Made the headline punchier.',
    );
    expect(editExplanation('Rewrote it.\n\n```html\n<!DOCTYPE html><html></html>\n```')).toBe('Rewrote it.');
    expect(editExplanation(`${BLOCK}${REPAIR_NOTE}${BLOCK}`)).toBe('');
    expect(editExplanation(`Sure.${FALLBACK_NOTE}Rewrote the page.\n\n\`\`\`html\n<html>`)).toBe('Sure.');
    expect(editExplanation('A plain answer, no edit.')).toBe('A plain answer, no edit.');
  });

  it('while streaming, hides a marker that has only begun to arrive', () => {
    for (const partial of ['<', '<<<', '<<<<<<<', '<<<<<<< ', '<<<<<<< SEA', '`', '``']) {
      expect(editExplanation(`Making it green.\n\n${partial}`, true)).toBe('Making it green.');
    }
    // Finished text keeps what it says.
    expect(editExplanation('Use the <', false)).toBe('Use the <');
  });
});

describe('editStage', () => {
  it('follows the edit through its stages', () => {
    expect(editStage('Making it')).toBe('explaining');
    expect(editStage(`Making it green.\n\n<<<<<<< SEARCH\n<sty`)).toBe('editing');
    expect(editStage('Here:\n```html\n<!DOC')).toBe('editing');
    expect(editStage(`x\n${BLOCK}${REPAIR_NOTE}<<<<`)).toBe('repairing');
    expect(editStage(`x\n${BLOCK}${REPAIR_NOTE}${BLOCK}${FALLBACK_NOTE}`)).toBe('rewriting');
  });
});

describe('composeEditReply and splitEditReply', () => {
  it('writes the explanation and the summary line, and reads them back', () => {
    const reply = composeEditReply('Switched the main colour to green.', 'Changed 2 places');
    expect(reply).toBe('Switched the main colour to green.\n\nChanged 2 places');
    expect(splitEditReply(reply)).toEqual({
      text: 'Switched the main colour to green.',
      summary: 'Changed 2 places',
    });
    expect(splitEditReply(composeEditReply('', 'Changed 1 place · +1 section'))).toEqual({
      text: '',
      summary: 'Changed 1 place · +1 section',
    });
  });

  it('says something for an answer without an edit or words', () => {
    expect(composeEditReply('  ', null)).toBe(NO_CHANGE_REPLY);
    expect(composeEditReply('It is already green.', null)).toBe('It is already green.');
  });

  it('cuts the raw blocks out of replies stored before, and leaves a generation alone', () => {
    const stored = `Made the headline punchier.\n\n${BLOCK}${REPAIR_NOTE}${CSS_BLOCK}`;
    expect(splitEditReply(stored)).toEqual({ text: 'Made the headline punchier.', summary: null });
    const generation = 'Here is your page:\n\n```html\n<!DOCTYPE html><html></html>\n```';
    expect(splitEditReply(generation)).toEqual({ text: generation, summary: null });
    expect(splitEditReply('Plain words.')).toEqual({ text: 'Plain words.', summary: null });
  });
});
