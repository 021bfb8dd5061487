import { describe, expect, it } from 'vitest';
import { doc, findingsOf } from '../../../../../tests/support/check-test-pages.ts';
import { parseCheckDocument } from '../document.ts';
import { countWiredForms, formRules } from './forms.ts';

const check = (body: string) => findingsOf(formRules, doc(body));
const rules = (body: string) => check(body).map((f) => `${f.rule}:${f.severity}`);

describe('form-label', () => {
  it('accepts label[for], a wrapping label, aria-label, aria-labelledby and title', () => {
    const body = `<form action="https://crm.acme.io/lead" method="post">
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
    const [finding] = check(`<form action="https://crm.acme.io/l" method="post">
      <input name="email" placeholder="Your email"><TEXTAREA NAME="message"></TEXTAREA>
      <input name="code" aria-labelledby="nothing"><label for="other">x</label><input name="zip" id="zip"></form>`);
    expect(finding).toMatchObject({ rule: 'form-label', severity: 'error' });
    expect(finding!.message).toBe(
      '4 form fields have no label: "email" (text), "message" (textarea), "code" (text) and "zip" (text)',
    );
  });
});

describe('form-action', () => {
  it("accepts the marketer's own form with a real action", () => {
    expect(
      rules('<form action="https://crm.acme.io/lead" method="post"><label>E <input name="e"></label></form>'),
    ).toEqual([]);
    expect(
      rules(
        '<form action="https://services.leadconnectorhq.com/hooks/x"><label>E <input name="email"></label></form>',
      ),
    ).toEqual([]);
  });

  it.each([
    '<form data-pc-form method="post">',
    '<form method="post">',
    '<form action="">',
    '<form action="#">',
    '<form id="signup" action="#" onsubmit="send(event)">',
    '<form action="JavaScript:void(0)">',
    '<form action="/subscribe" method="post">',
    '<form action="thanks.html">',
  ])('says nothing about %s: the export wires it', (open) => {
    expect(check(`${open}<label>E <input name="email"></label><button>Go</button></form>`)).toEqual([]);
  });

  it('is an error when a form posts to a placeholder address, with a fix that keeps the named inputs', () => {
    const findings = check(`<form id="optin" action=" https://example.com/submit " method="post">
      <label for="f">First name</label><input id="f" name="first_name">
      <label for="e">Email</label><input id="e" name="email" type="email"><button>Join</button></form>`);
    expect(findings).toMatchObject([{ rule: 'form-action', severity: 'error' }]);
    const [finding] = findings;
    expect(finding!.message).toBe(
      'Form submissions go nowhere: connect a destination. The form "optin" posts to the placeholder address https://example.com/submit, which would send visitors\' details to a stranger.',
    );
    expect(finding!.fixPrompt).toContain(
      'Remove the action attribute (https://example.com/submit) from the form "optin"',
    );
    expect(finding!.fixPrompt).toContain('add the data-pc-form attribute');
    expect(finding!.fixPrompt).toContain(
      "Keep the form's named inputs (first_name and email) exactly as they are",
    );
    expect(finding!.fixPrompt).not.toMatch(/example\.com\/submit"|action="https/);
  });

  it('flags a placeholder address even on a marked form, and counts several forms in one finding', () => {
    const findings =
      check(`<form data-pc-form action="https://yourdomain.com/form"><label>E <input name="email"></label></form>
      <form action="http://api.example.org/lead"><label>P <input name="phone"></label></form>`);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(
      /^Form submissions go nowhere: connect a destination\. The form with "email" \(text\) and the form with "phone" \(text\) post to the placeholder address https:\/\/yourdomain\.com\/form and http:\/\/api\.example\.org\/lead,/,
    );
    expect(findings[0]!.fixPrompt).toContain('to each instead');
  });

  it('never suggests an action address of its own', () => {
    const bodies = [
      '<form><input name="email"><input type="email"></form>',
      '<form action="https://example.com/submit"><input></form>',
    ];
    for (const finding of bodies.flatMap(check)) {
      expect(finding.fixPrompt).not.toMatch(/action="|e\.g\. action/);
      expect(finding.fixPrompt.replace('(https://example.com/submit)', '')).not.toContain('example.com');
    }
  });

  it('warns about fields without a name, suggesting the standard names and keeping the named ones', () => {
    const findings = check(
      '<form action="https://crm.acme.io"><label>Email <input type="email"></label><label>Name <input name="first_name"></label></form>',
    );
    expect(findings).toMatchObject([{ rule: 'form-action', severity: 'warning' }]);
    expect(findings[0]!.message).toBe('1 form field has no name, so its value is never sent: an email field');
    expect(findings[0]!.fixPrompt).toContain(
      'first_name, last_name, full_name, email, phone, message; full_name only for a single name field',
    );
    expect(findings[0]!.fixPrompt).toContain("Keep the form's named inputs (first_name) exactly as they are");
  });

  it('survives nested forms: the parser drops the inner <form>, its fields belong to the outer one', () => {
    const findings = check(
      '<form action="https://crm.acme.io/a"><label>A <input name="a"></label><form><label>B <input name="b"></label></form></form>',
    );
    expect(findings).toEqual([]);
  });
});

describe('form-label fix', () => {
  it('tells the AI to keep the named inputs of the form it touches', () => {
    const [finding] = check(
      '<form><input name="email" id="e"><input name="phone" aria-label="Phone"></form>',
    );
    expect(finding!.rule).toBe('form-label');
    expect(finding!.fixPrompt).toContain(
      "Keep the form's named inputs (email and phone) exactly as they are",
    );
  });
});

describe('countWiredForms', () => {
  it('counts the forms the export wires: marked ones and those whose action goes nowhere', () => {
    const html =
      doc(`<form data-pc-form></form><form action="#"></form><form action="https://example.com/x"></form>
      <form action="https://crm.acme.io/lead"></form><form data-pc-form action="https://crm.acme.io/lead"></form>
      <template><form></form></template>`);
    expect(countWiredForms(parseCheckDocument(html))).toBe(4);
    expect(countWiredForms(parseCheckDocument(doc('<p>No forms</p>')))).toBe(0);
  });
});
