import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../test-pages.ts';
import { formRules } from './forms.ts';

const check = (body: string) => findingsOf(formRules, doc(body));
const rules = (body: string) => check(body).map((f) => `${f.rule}:${f.severity}`);

describe('form-label', () => {
  it('accepts label[for], a wrapping label, aria-label, aria-labelledby and title', () => {
    const body = `<form action="https://x.test/lead" method="post">
      <label for="e">Email</label><input id="e" name="email" type="email">
      <label>Name <input name="name"></label>
      <input name="phone" aria-label="Phone">
      <span id="msg-label">Message</span><textarea name="msg" aria-labelledby="msg-label"></textarea>
      <select name="plan" title="Plan"><option>A</option></select>
      <input type="hidden" name="src"><input type="submit" value="Send"><button>Go</button>
    </form>`;
    expect(check(body)).toEqual([]);
  });

  it('names fields without a label; a placeholder is not one, nor a dangling aria-labelledby', () => {
    const [finding] = check(`<form action="https://x.test/l" method="post">
      <input name="email" placeholder="Your email"><TEXTAREA NAME="message"></TEXTAREA>
      <input name="code" aria-labelledby="nothing"><label for="other">x</label><input name="zip" id="zip"></form>`);
    expect(finding).toMatchObject({ rule: 'form-label', severity: 'error' });
    expect(finding!.message).toBe(
      '4 form fields have no label: "email" (text), "message" (textarea), "code" (text) and "zip" (text)',
    );
  });
});

describe('form-action', () => {
  it('accepts a form with a real action', () => {
    expect(
      rules('<form action="https://x.test/lead" method="post"><label>E <input name="e"></label></form>'),
    ).toEqual([]);
  });

  it('warns about forms without an action, "#" or javascript:, saying when a script submits them', () => {
    const plain = check('<form><label>E <input name="e"></label></form>');
    expect(plain[0]!.message).toMatch(/^1 form has no action, so it submits nowhere/);
    const scripted = check(
      '<form id="signup" action="#" onsubmit="send(event)"><label>E <input name="e"></label></form><script>function send(e){e.preventDefault()}</script>',
    );
    expect(scripted).toMatchObject([{ rule: 'form-action', severity: 'warning' }]);
    expect(scripted[0]!.message).toContain('only through a script');
    expect(scripted[0]!.message).toContain('the form "signup"');
    expect(rules('<form action="JavaScript:void(0)"><label>E <input name="e"></label></form>')).toEqual([
      'form-action:warning',
    ]);
  });

  it('warns about fields without a name, which no form sends', () => {
    const findings = check('<form action="https://x.test"><label>Email <input type="email"></label></form>');
    expect(findings).toMatchObject([{ rule: 'form-action', severity: 'warning' }]);
    expect(findings[0]!.message).toBe('1 form field has no name, so its value is never sent: an email field');
  });

  it('survives nested forms: the parser drops the inner <form>, its fields belong to the outer one', () => {
    const findings = check(
      '<form action="https://x.test/a"><label>A <input name="a"></label><form><label>B <input name="b"></label></form></form>',
    );
    expect(findings).toEqual([]);
  });
});
