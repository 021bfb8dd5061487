import { attr, type El, elements, isElement, parseDoc } from './dom.ts';
import { findSection } from './section-edit.ts';
import type { ElementTarget } from './target.ts';

const CARD_CLASS = /(?:^|\s)(?:[a-z]+-)?(card|plan|tier)(?:--[\w-]+)?(?=\s|$)/;

/** The page's cards (or plans): outermost ones, in page order. */
function cards(all: El[], kind: 'card' | 'plan'): El[] {
  const isCard = (e: El) => {
    const m = CARD_CLASS.exec(attr(e, 'class'));
    if (kind === 'plan') return !!m && m[1] !== 'card';
    return !!m || e.tagName === 'article';
  };
  const found = all.filter(isCard);
  return found.filter((e) => {
    for (let p: unknown = e.parentNode; isElement(p); p = p.parentNode) if (found.includes(p)) return false;
    return true;
  });
}

const pick = <T>(list: T[], n: number): T | undefined => (n === -1 ? list[list.length - 1] : list[n - 1]);

/**
 * The elements of `candidates` the target names, in page order; `null` when it names a place
 * the page does not have. Without a place, all candidates are returned (the caller picks).
 */
export function narrow(html: string, candidates: El[], target: ElementTarget): El[] | null {
  const all = elements(parseDoc(html));
  const inside = (box: El) => (e: El) => {
    const b = box.sourceCodeLocation;
    const l = e.sourceCodeLocation;
    return !!b && !!l && l.startOffset >= b.startOffset && l.endOffset <= b.endOffset;
  };
  const at = (e: El) => e.sourceCodeLocation?.startOffset ?? -1;
  const same = (list: El[]) => candidates.filter((c) => list.some((e) => at(e) === at(c)));
  let pool = candidates;
  if (target.form) {
    const forms = all.filter((e) => e.tagName === 'form');
    const inForms = candidates.filter((c) => forms.some((f) => inside(f)(c)));
    if (!inForms.length) return null;
    pool = inForms;
  }
  if (target.card && target.nth !== undefined) {
    const withOne = cards(all, target.card).filter((card) => candidates.some(inside(card)));
    const card = pick(withOne, target.nth);
    if (!card) return null;
    return candidates.filter(inside(card));
  }
  if (target.within) {
    const section =
      target.within === 'nav' ? all.find((e) => e.tagName === 'nav' || e.tagName === 'header') : null;
    const box = section ?? findSection(html, target.within);
    if (!box) return null;
    const boxed = candidates.filter(inside(box));
    if (!boxed.length) return null;
    pool = boxed;
  }
  if (target.nth !== undefined) {
    const one = pick(pool, target.nth);
    return one ? same([one]) : null;
  }
  return pool;
}
