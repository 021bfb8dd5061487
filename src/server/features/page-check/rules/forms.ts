import { LEAD_FIELD_NAMES, LEAD_FORM_ATTRIBUTE } from '../../../../shared/api/leads.ts';
import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { isPlaceholderAction, isWiredForm } from '../../../../shared/export/lead-forms.ts';
import {
  ancestors,
  attr,
  type CheckDocument,
  clip,
  type El,
  listNames,
  type StaticRuleGroup,
  tally,
} from '../document.ts';
import { normaliseUrl } from './links.ts';

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
  const { counted, names } = tally(missing.map(controlName), 'form field has', 'form fields have', 4);
  const forms = [...new Set(missing.map(formOf).filter((form): form is El => form !== null))];
  const keep = forms.length > 0 ? ` ${keepNamesNote(doc, forms)}` : '';
  return [
    {
      rule: 'form-label',
      severity: 'error',
      message: `${counted} no label: ${names}`,
      fixPrompt: `Add a visible <label for="..."> to the form ${missing.length === 1 ? 'field' : 'fields'} ${names} (give each field an id if it has none); keep placeholders only as examples.${keep}`,
    },
  ];
}

/** The standard contact names, as a fix instruction lists them. */
const STANDARD_NAMES = `${LEAD_FIELD_NAMES.join(', ')}; full_name only for a single name field`;

/** What every fix instruction about a form says, so a fix never breaks the export's wiring. */
function keepNamesNote(doc: CheckDocument, forms: readonly El[]): string {
  const names = [
    ...new Set(
      forms.flatMap((form) =>
        controlsOf(doc, form)
          .map((el) => attr(el, 'name')?.trim())
          .filter((name): name is string => !!name)
          .map((name) => clip(name, 30)),
      ),
    ),
  ];
  const which = names.length > 0 ? ` (${listNames(names, 6)})` : '';
  return `Keep the form's named inputs${which} exactly as they are: the export connects them to the page's lead destination.`;
}

/** A placeholder address the browser would really post to: an absolute http(s) URL. */
function placeholderAddress(form: El): string | null {
  const action = attr(form, 'action');
  if (action === undefined) return null;
  const url = normaliseUrl(action);
  return /^https?:\/\//i.test(url) && isPlaceholderAction(url) ? url : null;
}

/**
 * The export wires every form isWiredForm accepts (marked, or with an action that goes
 * nowhere) to the page's capture URL, so a missing, "#", javascript: or relative action is
 * no longer a fault, and a real action is the marketer's own handler. What is left is an
 * example address (https://example.com/submit): a copy of the page that skips the export
 * would post visitors' details to a stranger's server. Fields without a name are never sent
 * by any form.
 */
function formAction(doc: CheckDocument): PageCheckFinding[] {
  const findings: PageCheckFinding[] = [];
  const placeholders = doc.byTag('form').filter((form) => placeholderAddress(form) !== null);
  if (placeholders.length > 0) {
    const names = listNames(placeholders.map((form) => formName(doc, form)));
    const addresses = listNames(placeholders.map((form) => clip(placeholderAddress(form)!, 60)));
    const one = placeholders.length === 1;
    findings.push({
      rule: 'form-action',
      severity: 'error',
      message: `Form submissions go nowhere: connect a destination. ${capitalise(names)} ${one ? 'posts' : 'post'} to the placeholder address ${addresses}, which would send visitors' details to a stranger.`,
      fixPrompt: `Remove the action attribute (${addresses}) from ${names} and add the ${LEAD_FORM_ATTRIBUTE} attribute to ${one ? 'it' : 'each'} instead; keep method="post" and the submit button. ${keepNamesNote(doc, placeholders)} Never invent an action URL.`,
    });
  }
  const unnamed = controls(doc).filter((el) => !attr(el, 'name')?.trim() && formOf(el) !== null);
  if (unnamed.length > 0) {
    const { counted, names } = tally(unnamed.map(controlName), 'form field has', 'form fields have', 4);
    const forms = [...new Set(unnamed.map((el) => formOf(el)!))];
    findings.push({
      rule: 'form-action',
      severity: 'warning',
      message: `${counted} no name, so ${unnamed.length === 1 ? 'its value is' : 'their values are'} never sent: ${names}`,
      fixPrompt: `Give the form ${unnamed.length === 1 ? 'field' : 'fields'} ${names} a name attribute that says what ${unnamed.length === 1 ? 'it holds' : 'each holds'}: the standard names where they fit (${STANDARD_NAMES}), otherwise a clear snake_case name such as preferred_date or company. ${keepNamesNote(doc, forms)}`,
    });
  }
  return findings;
}

/** How many forms the export will wire to the page's capture URL. */
export function countWiredForms(doc: CheckDocument): number {
  return doc.byTag('form').filter((form) => isWiredForm(form.attrs)).length;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
