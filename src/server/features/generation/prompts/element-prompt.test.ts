import { describe, expect, it } from 'vitest';
import { ELEMENT_SYSTEM_PROMPT, elementMessage } from './element-prompt.ts';
import { PROOF_EDIT_RULE } from './modify-prompt.ts';

describe('the element edit prompt', () => {
  it('puts the element, the styles (when any) and the change in a fixed format', () => {
    expect(elementMessage('<h2>Hi</h2>', 'h2{color:red}', 'Make it blue')).toBe(
      '<element>\n<h2>Hi</h2>\n</element>\n\n<page_styles>\nh2{color:red}\n</page_styles>\n\nRequested change: Make it blue',
    );
    expect(elementMessage('<h2>Hi</h2>', '', 'Make it blue')).toBe(
      '<element>\n<h2>Hi</h2>\n</element>\n\nRequested change: Make it blue',
    );
  });

  it('asks for one element in one html block, and keeps forms and the proof rule', () => {
    expect(ELEMENT_SYSTEM_PROMPT).toContain('the complete replacement element in ONE fenced html block');
    expect(ELEMENT_SYSTEM_PROMPT).toContain('every named form input');
    expect(ELEMENT_SYSTEM_PROMPT).toContain(
      "keep each form's data-pc-form attribute and its inputs' names exactly as they are",
    );
    expect(ELEMENT_SYSTEM_PROMPT).toContain(PROOF_EDIT_RULE);
    expect(ELEMENT_SYSTEM_PROMPT).toContain('data:pagecraft-asset-1');
  });
});
