import { normaliseHex } from '../color-math.ts';
import { dominantColour } from './colour-edit.ts';
import { attr, type El, elements, firstHeading, isElement, parseDoc, textNodes, textOf } from './dom.ts';
import type { Position, SnippetKind } from './instruction.ts';
import type { Edit } from './patches.ts';
import { renderSnippet, renderTopicSnippet } from './snippets.ts';

const SYNONYMS: [RegExp, RegExp][] = [
  [/pric|plan|package/, /pric|plan|package|tier/],
  [/faq|question/, /faq|question/],
  [/testimonial|review|social proof/, /testimonial|review|what .{0,30}say|quote/],
  [/feature|benefit|why/, /feature|benefit|\bwhy\b/],
  [/contact|form|get in touch/, /contact|form|get in touch/],
  [/guarantee|money[- ]back/, /guarantee|money-back|money back/],
  [/\bcta\b|call[- ]to[- ]action|closing|final/, /\bcta\b|call-to-action|\bready\b/],
  [/stat|number|metric/, /stat|number|metric/],
  [/hero|banner|top/, /hero|\btop\b|banner/],
  [/logo|trust bar|trusted|as seen|featured/, /logo|trusted|featured|as seen/],
  [/how it works|steps|process/, /how-it-works|how it works|step|process/],
  [/gallery|portfolio/, /gallery|portfolio/],
  [/countdown|urgency|timer|offer ends/, /countdown|urgency|timer/],
  [/agenda|event|schedule/, /agenda|event|schedule/],
  [/booking|appointment/, /book|appointment/],
  [/\bnav|menu|header/, /\bnav|menu|header/],
];

function patternFor(target: string): RegExp {
  const lower = target.toLowerCase();
  for (const [when, pattern] of SYNONYMS) if (when.test(lower)) return pattern;
  const words = lower
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !['the', 'and', 'our', 'with'].includes(w));
  return words.length ? new RegExp(words.map((w) => w.replace(/s$/, '')).join('|')) : /$^/;
}

const BLOCKS = new Set(['section', 'div', 'aside', 'header', 'footer', 'article', 'nav']);

/** The section a phrase such as "pricing" or "the FAQ" refers to, by id, class, label or heading. */
export function findSection(html: string, target: string): El | null {
  const doc = parseDoc(html);
  const all = elements(doc);
  const body = all.find((e) => e.tagName === 'body');
  const bodyLength = body?.sourceCodeLocation
    ? body.sourceCodeLocation.endOffset - body.sourceCodeLocation.startOffset
    : html.length;
  const pattern = patternFor(target);
  const wantsHero = /hero|banner|top/.test(target.toLowerCase());
  let best: { el: El; score: number } | null = null;
  for (const el of all) {
    const loc = el.sourceCodeLocation;
    if (!loc || !BLOCKS.has(el.tagName)) continue;
    if (loc.endOffset - loc.startOffset > bodyLength * 0.7) continue;
    if (!wantsHero && elements(el).some((e) => e.tagName === 'h1')) continue;
    let score = 0;
    if (pattern.test(attr(el, 'id').toLowerCase())) score += 5;
    if (
      pattern.test(
        attr(el, 'class')
          .toLowerCase()
          .replace(/pc-section--alt|pcx-alt/g, ''),
      )
    )
      score += 4;
    if (pattern.test(attr(el, 'aria-label').toLowerCase())) score += 3;
    if (pattern.test(el.tagName)) score += 5;
    const heading = firstHeading(el);
    if (heading && pattern.test(textOf(heading).toLowerCase())) score += 3;
    if (score === 0) continue;
    if (el.tagName === 'section' || el.tagName === 'footer') score += 1;
    if (!best || score > best.score) best = { el, score };
  }
  return best?.el ?? null;
}

export function removeSectionEdits(html: string, target: string): { edits: Edit[]; label: string } | null {
  const el = findSection(html, target);
  const loc = el?.sourceCodeLocation;
  if (!el || !loc) return null;
  let start = loc.startOffset;
  let end = loc.endOffset;
  const before = /(?:<!-- pc:section [\w-]+ -->)?[ \t]*\n?[ \t]*$/.exec(
    html.slice(Math.max(0, start - 80), start),
  );
  if (before) start -= before[0].length;
  const after = /^\n?<!-- \/pc:section [\w-]+ -->/.exec(html.slice(end, end + 80));
  if (after) end += after[0].length;
  const edits: Edit[] = [{ start, end, text: '' }];
  const id = attr(el, 'id');
  if (id) {
    // Menu entries that pointed at the removed section would now lead nowhere.
    for (const li of elements(parseDoc(html)).filter((e) => e.tagName === 'li' && e.sourceCodeLocation)) {
      const links = elements(li).filter((e) => e.tagName === 'a');
      const only = links.length === 1 && attr(links[0]!, 'href') === `#${id}`;
      const l = li.sourceCodeLocation!;
      if (only && (l.endOffset <= start || l.startOffset >= end))
        edits.push({ start: l.startOffset, end: l.endOffset, text: '' });
    }
  }
  const heading = firstHeading(el);
  return { edits, label: heading ? textOf(heading) : id || el.tagName };
}

function pageBrand(html: string): string | null {
  const logo = /class="pc-logo"[^>]*>[\s\S]*?<span>([^<]{2,48})<\/span><\/a>/.exec(html)?.[1];
  if (logo) return logo.replace(/&amp;/g, '&');
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const first = title.split(/\s+[|–—-]\s+/)[0]?.trim();
  return first && first !== title && first.length <= 40 ? first : null;
}

function insertionPoint(html: string, position: Position): number {
  const doc = parseDoc(html);
  const all = elements(doc);
  const offset = (el: El | undefined | null, edge: 'start' | 'end') =>
    el?.sourceCodeLocation
      ? edge === 'start'
        ? el.sourceCodeLocation.startOffset
        : el.sourceCodeLocation.endOffset
      : null;
  if (position.where === 'before' || position.where === 'after') {
    const at = offset(findSection(html, position.target), position.where === 'before' ? 'start' : 'end');
    if (at !== null) return at;
  }
  if (position.where === 'top') {
    const first = all.find((e) => e.tagName === 'section') ?? all.find((e) => e.tagName === 'main');
    const at = offset(first, 'start');
    if (at !== null) return at;
  }
  // Our pages end with a closing call to action; new sections go above it.
  const closing = all.find(
    (e) => e.tagName === 'section' && attr(e, 'id') === 'cta' && /\bpc-cta\b/.test(attr(e, 'class')),
  );
  if (position.where === 'default' && closing) return offset(closing, 'start') ?? html.length;
  const footer = all.find((e) => e.tagName === 'footer' && !elements(e).some((x) => x.tagName === 'main'));
  const main = all.find((e) => e.tagName === 'main');
  const body = all.find((e) => e.tagName === 'body');
  return (
    offset(footer, 'start') ??
    main?.sourceCodeLocation?.endTag?.startOffset ??
    body?.sourceCodeLocation?.endTag?.startOffset ??
    html.length
  );
}

/** The id nearest to a form (itself or an ancestor), so buttons can jump to it. */
function formAnchor(form: El | undefined): string | null {
  let node: unknown = form;
  while (isElement(node)) {
    const id = attr(node, 'id');
    if (id) return id;
    node = node.parentNode;
  }
  return null;
}

/** A section of `kind` (or on a free `topic`, kind.topic) inserted where `position` says. */
export function addSectionEdits(
  html: string,
  kind: SnippetKind | { topic: string },
  position: Position,
): Edit {
  const ids = new Set([...html.matchAll(/\sid\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1] ?? ''));
  const own = /class="pc-page[\s"]/.test(html);
  const ownColour = /--btn:(#[0-9a-f]{6})/i.exec(html)?.[1];
  const colour = (own && ownColour ? normaliseHex(ownColour) : null) ?? dominantColour(html) ?? '#2563eb';
  const all = elements(parseDoc(html));
  const body = all.find((e) => e.tagName === 'body');
  const actionHref = `#${formAnchor(all.find((e) => e.tagName === 'form')) ?? (ids.has('top') ? 'top' : '')}`;
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const ctx = {
    pageText: `${title} ${body ? textOf(body) : ''}`,
    pageTexts: body
      ? textNodes(body)
          .map((t) => t.value.trim())
          .filter(Boolean)
      : [],
    brandColour: colour,
    brand: pageBrand(html),
    actionHref,
    uniqueId: (base: string) => {
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
      return id;
    },
  };
  const snippet = typeof kind === 'string' ? renderSnippet(kind, ctx) : renderTopicSnippet(kind.topic, ctx);
  const at = insertionPoint(html, position);
  return { start: at, end: at, text: `${snippet}\n` };
}
