import { type DefaultTreeAdapterTypes, parse } from 'parse5';

/** Shared assertions for the offline engine's tests (not used at runtime). */

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
