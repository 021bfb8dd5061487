import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import type { IndustryProfile } from '../../src/server/features/offline-composer/types.ts';
import { LEAD_FIELD_NAMES, LEAD_FORM_ATTRIBUTE } from '../../src/shared/api/leads.ts';
import { isWiredForm } from '../../src/shared/export/lead-forms.ts';

/** Shared assertions for the offline engine's tests (not used at runtime). */

/** Every piece of copy a profile puts on a page (not its keywords or ids). */
export function profileCopy(p: IndustryProfile): string[] {
  return [
    p.label,
    p.brand,
    p.customers,
    p.service,
    ...p.services,
    p.serviceCard,
    p.outcome,
    p.headline,
    p.sub,
    p.eyebrow,
    p.offer,
    ...p.benefits.flatMap(([, title, text]) => [title, text]),
    ...p.steps.flat(),
    ...p.faq.flat(),
    ...p.figures,
    ...p.plans.flatMap((plan) => [plan.name, plan.period, ...plan.features]),
    ...Object.values(p.ctas ?? {}),
  ];
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type El = DefaultTreeAdapterTypes.Element;

export function allElements(root: Node): El[] {
  const out: El[] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) for (const c of n.childNodes) walk(c);
  };
  walk(root);
  return out;
}

export const attrOf = (el: El, name: string) => el.attrs.find((a) => a.name === name)?.value;

export function textContent(el: El): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeName === '#text') parts.push((n as DefaultTreeAdapterTypes.TextNode).value);
    if ('childNodes' in n) for (const c of n.childNodes) walk(c);
  };
  walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export interface DocumentCheck {
  maxStyles?: number;
}

/** Returns the problems found (empty when the document passes). */
export function documentProblems(html: string, opts: DocumentCheck = {}): string[] {
  const problems: string[] = [];
  const doc = parse(html);
  const els = allElements(doc);
  const byTag = (t: string) => els.filter((e) => e.tagName === t);
  if (!/^<!DOCTYPE html>/i.test(html.trim())) problems.push('missing doctype');
  if (doc.childNodes[0]?.nodeName !== '#documentType') problems.push('doctype is not the first node');
  if (!attrOf(byTag('html')[0]!, 'lang')) problems.push('html has no lang');
  if ((html.match(/<head[\s>]/gi) ?? []).length !== 1) problems.push('not exactly one <head>');
  if ((html.match(/<body[\s>]/gi) ?? []).length !== 1) problems.push('not exactly one <body>');
  if (!/<\/body>\s*<\/html>\s*$/i.test(html)) problems.push('does not end with </body></html>');
  const metas = byTag('meta');
  if (!metas.some((m) => attrOf(m, 'charset')?.toLowerCase() === 'utf-8')) problems.push('no charset meta');
  if (
    !metas.some(
      (m) => attrOf(m, 'name') === 'viewport' && /width=device-width/.test(attrOf(m, 'content') ?? ''),
    )
  ) {
    problems.push('no viewport meta');
  }
  if (!metas.some((m) => attrOf(m, 'name') === 'description' && (attrOf(m, 'content') ?? '').trim()))
    problems.push('no description');
  const title = byTag('title')[0];
  if (!title || !textContent(title)) problems.push('empty title');
  if (byTag('h1').length !== 1) problems.push(`${byTag('h1').length} h1 elements`);
  const styles = byTag('style').length;
  if (opts.maxStyles !== undefined && styles > opts.maxStyles) problems.push(`${styles} style elements`);
  if (byTag('script').some((s) => attrOf(s, 'src') !== undefined)) problems.push('external script');
  if (byTag('link').some((l) => /stylesheet/i.test(attrOf(l, 'rel') ?? '')))
    problems.push('external stylesheet');
  if (/cdn\.tailwindcss/i.test(html)) problems.push('tailwind cdn');
  const ids = els.map((e) => attrOf(e, 'id')).filter((id): id is string => !!id);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) problems.push(`duplicate id ${dup}`);
  const labelled = new Set(
    byTag('label')
      .map((l) => attrOf(l, 'for'))
      .filter(Boolean),
  );
  for (const control of els.filter((e) => ['input', 'select', 'textarea'].includes(e.tagName))) {
    const type = attrOf(control, 'type') ?? '';
    if (['hidden', 'submit', 'button'].includes(type)) continue;
    const id = attrOf(control, 'id');
    if (!(id && labelled.has(id)) && !attrOf(control, 'aria-label'))
      problems.push(`unlabelled ${control.tagName} ${attrOf(control, 'name')}`);
  }
  for (const img of byTag('img')) if (attrOf(img, 'alt') === undefined) problems.push('img without alt');
  let previous = 0;
  for (const h of els.filter((e) => /^h[1-6]$/.test(e.tagName))) {
    const level = Number(h.tagName[1]);
    if (previous && level > previous + 1) problems.push(`heading jumps from h${previous} to h${level}`);
    previous = level;
  }
  return problems;
}

/** Input types whose standard name the lead-form contract fixes. */
const STANDARD_BY_TYPE: Record<string, string> = { email: 'email', tel: 'phone' };
const STANDARD_BY_AUTOCOMPLETE: Record<string, string> = {
  'given-name': 'first_name',
  'family-name': 'last_name',
  name: 'full_name',
  email: 'email',
  tel: 'phone',
};

/**
 * Where the page's forms break the lead-form contract the export wires them by: marked, no
 * action, method="post", every field named (standard names for contact fields, snake_case for
 * the rest) with a visible <label for>, at least one contact field, and a submit button.
 */
export function leadFormProblems(html: string): string[] {
  const problems: string[] = [];
  if (/action="#"/i.test(html)) problems.push('action="#" in the page');
  if (/data-ghl-form/i.test(html)) problems.push('data-ghl-form in the page');
  const els = allElements(parse(html));
  const labelled = new Set(els.filter((e) => e.tagName === 'label').map((l) => attrOf(l, 'for')));
  const forms = els.filter((e) => e.tagName === 'form');
  const inForm = new Set<El>();
  forms.forEach((form, i) => {
    const where = `form ${i + 1}`;
    if (attrOf(form, LEAD_FORM_ATTRIBUTE) === undefined) problems.push(`${where}: no ${LEAD_FORM_ATTRIBUTE}`);
    if (attrOf(form, 'action') !== undefined) problems.push(`${where}: action="${attrOf(form, 'action')}"`);
    if (attrOf(form, 'method') !== 'post') problems.push(`${where}: method is not post`);
    if (!isWiredForm(form.attrs)) problems.push(`${where}: the export would not wire it`);
    const inside = allElements(form);
    for (const el of inside) inForm.add(el);
    const submit = inside.some(
      (e) =>
        (e.tagName === 'button' && ['submit', undefined].includes(attrOf(e, 'type'))) ||
        (e.tagName === 'input' && attrOf(e, 'type') === 'submit'),
    );
    if (!submit) problems.push(`${where}: no submit button`);
    const fields = inside.filter(
      (e) =>
        ['input', 'select', 'textarea'].includes(e.tagName) &&
        !['hidden', 'submit', 'button'].includes(attrOf(e, 'type') ?? ''),
    );
    const names = fields.map((e) => attrOf(e, 'name') ?? '');
    if (!names.some((n) => (LEAD_FIELD_NAMES as readonly string[]).includes(n)))
      problems.push(`${where}: no contact field (${names.join(', ')})`);
    for (const field of fields) {
      const name = attrOf(field, 'name') ?? '';
      if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name)) problems.push(`${where}: field named "${name}"`);
      const type = attrOf(field, 'type') ?? '';
      const standard =
        STANDARD_BY_TYPE[type] ?? STANDARD_BY_AUTOCOMPLETE[attrOf(field, 'autocomplete') ?? ''];
      if (standard && name !== standard) problems.push(`${where}: ${name} should be named ${standard}`);
      const id = attrOf(field, 'id');
      if (!id || !labelled.has(id)) problems.push(`${where}: ${name} has no <label for>`);
    }
  });
  for (const el of els) {
    if (['input', 'select', 'textarea'].includes(el.tagName) && !inForm.has(el))
      problems.push(`${el.tagName} ${attrOf(el, 'name') ?? ''} outside a form`);
  }
  return problems;
}
