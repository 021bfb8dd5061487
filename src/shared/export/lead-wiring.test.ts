import { runInNewContext } from 'node:vm';
import { parse, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, SOURCE_FIELDS, STARTED_FIELD } from '../api/leads.ts';
import { type LeadWiringOptions, leadWiringScript, wireLeadForms } from './lead-wiring.ts';

const CAPTURE_URL = 'https://app.pagecraft.example/f/k3y';
const LEADS: LeadWiringOptions = {
  captureUrl: CAPTURE_URL,
  thankYouMessage: 'Thanks! We will call you.',
  thankYouUrl: null,
  ghlEmbedCode: null,
};

const PAGE = `<!DOCTYPE html><html><head><title>T</title></head><body>
<form data-pc-form="hero" class="card" enctype="multipart/form-data"><input name="email" required><button formaction="#">Go</button></form>
<form action="#"><input type="hidden" name="utm_source" value="flyer"><input name="${HONEYPOT_FIELD}"><input name="phone"></form>
<form action="https://crm.acme.io/lead"><input name="email"></form>
<template><form><input name="email"></form></template>
</body></html>`;

type Element = T.Element;
const elements = (node: T.ParentNode): Element[] =>
  node.childNodes.flatMap((child) => {
    if (!('tagName' in child)) return [];
    const inner = child.tagName === 'template' ? elements((child as T.Template).content) : elements(child);
    return [child, ...inner];
  });
const attrOf = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const namesIn = (form: Element) => elements(form).flatMap((el) => attrOf(el, 'name') ?? []);

describe('wireLeadForms', () => {
  const wired = wireLeadForms(PAGE, LEADS, 'document');
  const forms = elements(parse(wired.html)).filter((el) => el.tagName === 'form');

  it('wires marked forms and forms that post nowhere, and leaves a real action alone', () => {
    expect(wired.wiredForms).toBe(3);
    expect(forms.map((f) => attrOf(f, 'action'))).toEqual([
      CAPTURE_URL,
      CAPTURE_URL,
      'https://crm.acme.io/lead',
      CAPTURE_URL,
    ]);
    for (const form of [forms[0]!, forms[1]!, forms[3]!]) {
      expect(attrOf(form, 'method')).toBe('post');
      expect(attrOf(form, 'accept-charset')).toBe('utf-8');
      expect(attrOf(form, 'data-pc-form')).toBeDefined();
      expect(attrOf(form, 'enctype')).toBeUndefined();
    }
    expect(attrOf(forms[0]!, 'data-pc-form')).toBe('hero');
    expect(wired.html).not.toContain('formaction');
    expect(namesIn(forms[2]!)).toEqual(['email']);
  });

  it('adds the honeypot and the hidden fields once, first in the form, keeping those it has', () => {
    const expected = [HONEYPOT_FIELD, STARTED_FIELD, ...SOURCE_FIELDS];
    for (const form of [forms[0]!, forms[1]!, forms[3]!]) {
      const names = namesIn(form);
      for (const name of expected) expect(names.filter((n) => n === name)).toHaveLength(1);
    }
    expect(wired.html).toContain('<input type="hidden" name="utm_source" value="flyer">');
    const box = forms[0]!.childNodes[0] as Element;
    expect(attrOf(box, 'aria-hidden')).toBe('true');
    expect(attrOf(box, 'style')).toBe(
      'position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden',
    );
    const honeypot = elements(box).find((el) => attrOf(el, 'name') === HONEYPOT_FIELD)!;
    expect(honeypot.attrs.map((a) => [a.name, a.value])).toEqual(
      expect.arrayContaining([
        ['type', 'text'],
        ['tabindex', '-1'],
        ['autocomplete', 'off'],
        ['value', ''],
      ]),
    );
  });

  it('moves the honeypot off the right edge on a right-to-left page (no sideways scrolling)', () => {
    const rtl = wireLeadForms(PAGE.replace('<html>', '<html dir="rtl">'), LEADS, 'document');
    expect(rtl.html).toContain('position:absolute;right:-10000px;');
  });

  it('adds the wiring script once, last in the body, or last in a snippet', () => {
    expect(wired.html.match(/<script>/g)).toHaveLength(1);
    expect(wired.html).toMatch(
      /<\/form>\s*<\/template>\s*<script>\(c=>[\s\S]*<\/script>\s*<\/body><\/html>$/,
    );
    const snippet = wireLeadForms(
      '<div id="pc-paste-1"><form></form></div>\n<script>page()</script>\n',
      LEADS,
      'fragment',
    );
    expect(snippet.html).toMatch(/<script>page\(\)<\/script>\n<script>\(c=>[\s\S]*<\/script>\n$/);
  });

  it('returns a page without lead forms exactly as it came', () => {
    const page = '<!doctype html><html><body><form action="https://crm.acme.io/x"></form></body></html>';
    expect(wireLeadForms(page, LEADS, 'document')).toEqual({ html: page, wiredForms: 0, warnings: [] });
  });

  it('names the controls a model left unnamed, so their answers are sent', () => {
    const page =
      '<form data-pc-form><input type="email" id="e"><input autocomplete="given-name"><input type="tel">' +
      '<input id="company"><input><input><textarea></textarea><input type="radio" value="a">' +
      '<input type="email" name="email"><button type="submit">Go</button></form>';
    const form = elements(parseFragment(wireLeadForms(page, LEADS, 'fragment').html)).find(
      (el) => el.tagName === 'form',
    )!;
    const box = form.childNodes[0] as Element;
    const visible = elements(form).filter((el) => el !== box && !elements(box).includes(el));
    expect(visible.map((el) => attrOf(el, 'name') ?? null)).toEqual([
      'email_2',
      'first_name',
      'phone',
      'company',
      'field',
      'field_2',
      'message',
      null,
      'email',
      null,
    ]);
  });

  it('warns about file inputs, which lead capture cannot take', () => {
    const page = '<form data-pc-form><input type="file" name="cv"><input type="FILE" name="photo"></form>';
    expect(wireLeadForms(page, LEADS, 'fragment').warnings.map((w) => w.code)).toEqual(['file-upload']);
  });

  it('puts the GoHighLevel embed in place of every wired form, its script once, and no wiring script', () => {
    const embed =
      '<iframe src="https://api.leadconnectorhq.com/widget/form/abc" style="width:100%"></iframe>' +
      '<script src="https://link.msgsndr.com/js/form_embed.js"></script>';
    const out = wireLeadForms(PAGE, { ...LEADS, ghlEmbedCode: `  ${embed}\n` }, 'document');
    expect(out.wiredForms).toBe(3);
    expect(out.html.match(/<iframe /g)).toHaveLength(3);
    expect(out.html.match(/form_embed\.js/g)).toHaveLength(1);
    expect(out.html.match(/<form/g)).toHaveLength(1); // the CRM's own form
    expect(out.html).not.toContain(CAPTURE_URL);
  });
});

const scriptCode = (options: Partial<LeadWiringOptions> = {}) =>
  /^<script>([\s\S]*)<\/script>$/.exec(leadWiringScript({ ...LEADS, ...options }))![1]!;

describe('the wiring script', () => {
  it('fits in 2 KB with a realistic configuration', () => {
    // The budget: 2048 bytes (UTF-8, tags included) for a 60-character capture and thank-you
    // address and an 80-character message; only unusually long settings go over it.
    const script = leadWiringScript({
      captureUrl: `https://app.pagecraft.example/f/${'k'.repeat(28)}`,
      thankYouMessage: 'é'.repeat(80),
      thankYouUrl: `https://acme.example.com/${'t'.repeat(35)}`,
    });
    expect(Buffer.byteLength(script, 'utf8')).toBeLessThanOrEqual(2048);
  });

  it('uses nothing newer than ES2017', () => {
    // Anything newer would be rewritten (optional catch binding, ?., ??, object spread, ...).
    const print = (target: ts.ScriptTarget) =>
      ts.transpileModule(scriptCode(), { compilerOptions: { target, removeComments: true } }).outputText;
    expect(print(ts.ScriptTarget.ES2017)).toBe(print(ts.ScriptTarget.ESNext));
  });

  it('cannot be closed early by a thank-you message', () => {
    const message = 'Thanks</script><script>alert(1)</script><!-- \u2028 done';
    const script = leadWiringScript({ ...LEADS, thankYouMessage: message });
    const nodes = parseFragment(script).childNodes;
    expect(nodes).toHaveLength(1);
    const config = /\)\((\{[\s\S]*\})\);$/.exec(scriptCode({ thankYouMessage: message }))![1]!;
    expect(runInNewContext(`(${config})`)).toEqual({ u: CAPTURE_URL, m: message, r: null });
  });

  it('fills in every source field the capture endpoint reads', () => {
    const code = scriptCode();
    for (const name of SOURCE_FIELDS) {
      const [prefix, rest] = name.startsWith('utm_') ? ['utm_', name.slice(4)] : ['', name];
      expect(code).toContain(prefix ? rest : `'${name}'`);
    }
    expect(code).toContain(`'${STARTED_FIELD}'`);
  });
});

/** Just enough DOM for the wiring script, run in its own context. */
class FakeElement {
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  value = '';
  disabled = false;
  className = '';
  textContent = '';
  tabIndex = 0;
  focused = false;
  valid = true;
  replacement: FakeElement | null = null;
  constructor(
    public tagName: string,
    attributes: Record<string, string> = {},
    children: FakeElement[] = [],
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
    this.value = attributes.value ?? '';
    for (const child of children) this.appendChild(child);
  }
  hasAttribute = (name: string) => this.attributes.has(name);
  getAttribute = (name: string) => this.attributes.get(name) ?? null;
  setAttribute = (name: string, value: string) => void this.attributes.set(name, value);
  appendChild = (child: FakeElement) => {
    child.parent = this;
    this.children.push(child);
    return child;
  };
  descendants = (): FakeElement[] => this.children.flatMap((c) => [c, ...c.descendants()]);
  querySelectorAll = (selector: string) => this.descendants().filter((el) => matches(el, selector));
  querySelector = (selector: string) => this.querySelectorAll(selector)[0] ?? null;
  closest = (selector: string) => {
    for (let el: FakeElement | null = this; el; el = el.parent) if (matches(el, selector)) return el;
    return null;
  };
  reportValidity = () => this.valid;
  replaceWith = (other: FakeElement) => {
    this.replacement = other;
  };
  focus = () => {
    this.focused = true;
  };
}

function matches(el: FakeElement, selector: string): boolean {
  const type = el.getAttribute('type');
  const named = /^\[name="(.+)"\]$/.exec(selector);
  if (named) return el.getAttribute('name') === named[1];
  if (selector === 'form') return el.tagName === 'FORM';
  if (selector === 'form[data-pc-form]') return el.tagName === 'FORM' && el.hasAttribute('data-pc-form');
  if (selector === 'button:not([type]),[type=submit],[type=image]')
    return (el.tagName === 'BUTTON' && type === null) || type === 'submit' || type === 'image';
  throw new Error(`The fake DOM does not know the selector ${selector}`);
}

class FakeFormData {
  entries: [string, string][];
  constructor(form: FakeElement) {
    this.entries = form
      .descendants()
      .filter((el) => el.tagName === 'INPUT' && el.getAttribute('name') && !el.disabled)
      .map((el) => [el.getAttribute('name')!, el.value]);
  }
  [Symbol.iterator] = () => this.entries[Symbol.iterator]();
}

function leadForm(action = CAPTURE_URL) {
  const input = (name: string, value = '') => new FakeElement('INPUT', { type: 'hidden', name, value });
  const button = new FakeElement('BUTTON');
  const form = new FakeElement('FORM', { 'data-pc-form': '', action }, [
    new FakeElement('INPUT', { name: 'email', value: 'ann@acme.io' }),
    input(STARTED_FIELD),
    ...SOURCE_FIELDS.map((name) => input(name, name === 'utm_medium' ? 'print' : '')),
    button,
  ]);
  form.className = 'card';
  return { form, button, field: (name: string) => form.querySelector(`[name="${name}"]`)! };
}

function runScript(forms: FakeElement[], answer: () => Promise<unknown>, times = 1) {
  const listeners: Record<string, Array<(event: unknown) => unknown>> = {};
  const root = new FakeElement('BODY', {}, forms);
  const document = {
    referrer: 'https://google.com/',
    querySelectorAll: root.querySelectorAll,
    createElement: (tag: string) => new FakeElement(tag.toUpperCase()),
    addEventListener: (type: string, listener: (event: unknown) => unknown, capture: unknown) => {
      expect(capture).toBeTruthy();
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
  };
  const location = {
    search: '?utm_source=news&utm_campaign=spring',
    href: 'https://host.example/p?utm_source=news#top',
  };
  const fetch = vi.fn(answer);
  const plainSubmit = vi.fn();
  const context: Record<string, unknown> = {
    document,
    location,
    fetch,
    FormData: FakeFormData,
    URLSearchParams,
    HTMLFormElement: { prototype: { submit: plainSubmit } },
  };
  context.window = context;
  for (let i = 0; i < times; i++) runInNewContext(scriptCode(), context);
  const submit = async (form: FakeElement) => {
    const event = { target: form, submitter: null, defaultPrevented: false, preventDefault: () => {} };
    event.preventDefault = () => {
      event.defaultPrevented = true;
    };
    for (const listener of listeners.submit ?? []) await listener(event);
    return event;
  };
  return { listeners, fetch, plainSubmit, location, submit };
}

const reply = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('the wiring script in a page', () => {
  it("fills the start time and the visit's source, keeping values the host already set", () => {
    const { field, form } = leadForm();
    const before = Date.now();
    runScript([form], reply(200, {}));
    expect(Number(field(STARTED_FIELD).value)).toBeGreaterThanOrEqual(before);
    expect(field('utm_source').value).toBe('news');
    expect(field('utm_medium').value).toBe('print');
    expect(field('utm_campaign').value).toBe('spring');
    expect(field('utm_term').value).toBe('');
    expect(field('referrer').value).toBe('https://google.com/');
    expect(field('page_url').value).toBe('https://host.example/p?utm_source=news');
  });

  it('installs once per capture URL, however often the snippet is pasted', () => {
    const { listeners } = runScript([], reply(200, {}), 2);
    expect(listeners.submit).toHaveLength(1);
    expect(listeners.focusin).toHaveLength(1);
  });

  it('sends the form with fetch, urlencoded, and shows the message in its place', async () => {
    const { form, button } = leadForm();
    const page = runScript(
      [form],
      reply(200, { ok: true, message: 'See you <b>soon</b>', redirectUrl: null }),
    );
    const pending = page.submit(form);
    expect(button.disabled).toBe(true);
    const event = await pending;
    expect(event.defaultPrevented).toBe(true);
    const [url, init] = page.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CAPTURE_URL);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      mode: 'cors',
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
    expect(String(init.body)).toContain('email=ann%40acme.io');
    const status = form.replacement!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('See you <b>soon</b>');
    expect(status.className).toBe('card');
    expect(status.tabIndex).toBe(-1);
    expect(status.focused).toBe(true);
  });

  it('goes to the thank-you page when the server names one', async () => {
    const { form } = leadForm();
    const page = runScript(
      [form],
      reply(200, { ok: true, message: 'x', redirectUrl: 'https://acme.io/thanks' }),
    );
    await page.submit(form);
    expect(page.location.href).toBe('https://acme.io/thanks');
    expect(form.replacement).toBeNull();
  });

  it('shows a refusal in the form and lets the visitor try again', async () => {
    const { form, button } = leadForm();
    const page = runScript([form], reply(429, { message: 'Too many submissions' }));
    await page.submit(form);
    const alert = form.children.find((el) => el.getAttribute('role') === 'alert')!;
    expect(alert.textContent).toBe('Too many submissions');
    expect(button.disabled).toBe(false);
    expect(form.replacement).toBeNull();
  });

  it('falls back to the plain POST when the network fails', async () => {
    const { form } = leadForm();
    const page = runScript([form], () => Promise.reject(new TypeError('Failed to fetch')));
    await page.submit(form);
    expect(page.plainSubmit).toHaveBeenCalledTimes(1);
    expect(page.plainSubmit.mock.contexts[0]).toBe(form);
  });

  it('sends nothing while the form is invalid, and leaves forms of other pages alone', async () => {
    const invalid = leadForm().form;
    invalid.valid = false;
    const other = leadForm('https://app.pagecraft.example/f/other').form;
    const page = runScript([invalid, other], reply(200, {}));
    expect((await page.submit(invalid)).defaultPrevented).toBe(true);
    expect((await page.submit(other)).defaultPrevented).toBe(false);
    expect(page.fetch).not.toHaveBeenCalled();
  });
});
