import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import {
  ancestors,
  attr,
  type CheckDocument,
  clip,
  type El,
  listNames,
  plural,
  type StaticRuleGroup,
} from '../document.ts';
import { isJavaScriptUrl, normaliseUrl } from './links.ts';

/** Controls that carry no data or label themselves (their value or alt is the label). */
const UNLABELLED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/** Fields that carry data, in document order; worked out once per document. */
const fieldsOf = new WeakMap<CheckDocument, El[]>();
function controls(doc: CheckDocument): El[] {
  const known = fieldsOf.get(doc);
  if (known) return known;
  const fields = doc.elements.filter(
    (el) =>
      (el.tagName === 'input' || el.tagName === 'select' || el.tagName === 'textarea') &&
      el.namespaceURI === 'http://www.w3.org/1999/xhtml' &&
      !UNLABELLED_TYPES.has((attr(el, 'type') ?? '').trim().toLowerCase()),
  );
  fieldsOf.set(doc, fields);
  return fields;
}

function controlName(el: El): string {
  const type = el.tagName === 'input' ? attr(el, 'type')?.trim().toLowerCase() || 'text' : el.tagName;
  const hint = attr(el, 'name') || attr(el, 'id') || attr(el, 'placeholder');
  return hint
    ? `"${clip(hint.trim(), 30)}" (${type})`
    : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} field`;
}

/**
 * A field is labelled by a <label for=its id>, a <label> around it, aria-label,
 * aria-labelledby naming an element that exists, or a title. A placeholder is not a label:
 * it disappears as soon as the visitor types.
 */
function formLabel(doc: CheckDocument): PageCheckFinding[] {
  const ids = new Set(doc.elements.map((el) => attr(el, 'id')).filter((id): id is string => !!id));
  const labelled = new Set(
    doc
      .byTag('label')
      .map((label) => attr(label, 'for'))
      .filter((id) => !!id),
  );
  const missing = controls(doc).filter((el) => {
    const id = attr(el, 'id');
    if (id && labelled.has(id)) return false;
    if (ancestors(el).some((a) => a.tagName === 'label')) return false;
    if (attr(el, 'aria-label')?.trim() || attr(el, 'title')?.trim()) return false;
    const by = attr(el, 'aria-labelledby')?.trim().split(/\s+/) ?? [];
    return !by.some((ref) => ids.has(ref));
  });
  if (missing.length === 0) return [];
  const names = listNames(missing.map(controlName), 4);
  return [
    {
      rule: 'form-label',
      severity: 'error',
      message: `${plural(missing.length, 'form field has', 'form fields have')} no label: ${names}`,
      fixPrompt: `Add a visible <label for="..."> to the form ${missing.length === 1 ? 'field' : 'fields'} ${names} (give each field an id if it has none); keep placeholders only as examples.`,
    },
  ];
}

/**
 * Funnel builders (GoHighLevel and the like) capture a pasted form when it submits
 * somewhere: a form with a real action (any address that is not empty, "#" or javascript:)
 * is one they can take over. A form without one submits only through a script (or reloads
 * the page), so its leads are lost once the page is pasted. Fields without a name are never
 * sent by any form.
 */
function formAction(doc: CheckDocument): PageCheckFinding[] {
  const findings: PageCheckFinding[] = [];
  const forms = doc.byTag('form');
  const noAction = forms.filter((form) => {
    const action = attr(form, 'action');
    return action === undefined || ['', '#'].includes(normaliseUrl(action)) || isJavaScriptUrl(action);
  });
  if (noAction.length > 0) {
    const scripted = noAction.filter(
      (form) =>
        attr(form, 'onsubmit') !== undefined ||
        /\.addEventListener\(\s*['"]submit|\.onsubmit\s*=|preventDefault\(/.test(doc.html),
    );
    const names = listNames(noAction.map((form) => formName(doc, form)));
    findings.push({
      rule: 'form-action',
      severity: 'warning',
      message: `${plural(noAction.length, 'form has', 'forms have')} no action, so ${noAction.length === 1 ? 'it submits' : 'they submit'} ${scripted.length > 0 ? 'only through a script' : 'nowhere'} and the funnel builder cannot capture the leads: ${names}`,
      fixPrompt: `Give ${names} action and method="post" attributes (e.g. action="https://example.com/submit" as a placeholder to replace) and a submit button, so the funnel builder can take the form over; keep any script as an enhancement, not the only way to submit.`,
    });
  }
  const unnamed = controls(doc).filter((el) => !attr(el, 'name')?.trim() && formOf(el) !== null);
  if (unnamed.length > 0) {
    const names = listNames(unnamed.map(controlName), 4);
    findings.push({
      rule: 'form-action',
      severity: 'warning',
      message: `${plural(unnamed.length, 'form field has', 'form fields have')} no name, so ${unnamed.length === 1 ? 'its value is' : 'their values are'} never sent: ${names}`,
      fixPrompt: `Give the form ${unnamed.length === 1 ? 'field' : 'fields'} ${names} a name attribute that says what ${unnamed.length === 1 ? 'it holds' : 'each holds'} (e.g. name="email", name="phone").`,
    });
  }
  return findings;
}

const formOf = (el: El) => ancestors(el).find((a) => a.tagName === 'form') ?? null;

function controlsOf(doc: CheckDocument, form: El): El[] {
  return controls(doc).filter((el) => formOf(el) === form);
}

function formName(doc: CheckDocument, form: El): string {
  const name = attr(form, 'id') || attr(form, 'name') || attr(form, 'aria-label');
  if (name) return `the form "${clip(name, 30)}"`;
  const first = controlsOf(doc, form)[0];
  return first ? `the form with ${controlName(first)}` : `form ${doc.byTag('form').indexOf(form) + 1}`;
}

export const formRules: StaticRuleGroup = {
  rules: ['form-label', 'form-action'],
  check: (doc) => [...formLabel(doc), ...formAction(doc)],
};
