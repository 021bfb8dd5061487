/**
 * Rewrites a page's selectors so they only match inside the fragment's wrapper. The wrapper
 * plays the part of both `html` and `body`: `:root`, `html` and `body` compounds at the start
 * of a selector become the wrapper itself, a lone `*` also matches the wrapper, and anything
 * else becomes a descendant of it.
 */

export interface SelectorScope {
  /** The wrapper's selector, e.g. `#pc-3fa9c2`. */
  scope: string;
  /** Classes the page put on `html` or `body`; they now sit on the wrapper. */
  rootClasses: ReadonlySet<string>;
  /** The `body`/`html` ids, if any: `#that-id` compounds mean the wrapper too. */
  rootIds: ReadonlySet<string>;
  /** Attribute names moved from `html`/`body` onto the wrapper (lang, dir, data-theme, ...). */
  rootAttributes?: ReadonlySet<string>;
}

/**
 * Splits at a separator character at nesting depth 0, never inside strings, (), [] or after
 * a backslash: `[data-x="a,b"]`, `:is(h1, h2)` and `.a\,b` stay whole.
 */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      i++;
    } else if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(' || c === '[') {
      depth++;
    } else if (c === ')' || c === ']') {
      depth = Math.max(0, depth - 1);
    } else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

interface ComplexSelector {
  compounds: string[];
  /** combinators[i] sits between compounds[i] and compounds[i + 1]: ' ', '>', '+', '~'. */
  combinators: string[];
}

/** `html > body .a+b` -> compounds [html, body, .a, b], combinators [>, ' ', +]. */
export function parseComplex(selector: string): ComplexSelector {
  const compounds: string[] = [];
  const combinators: string[] = [];
  let current = '';
  let pending: string | null = null;
  let depth = 0;
  let quote: string | null = null;
  const flush = () => {
    if (!current) return;
    if (compounds.length > 0) combinators.push(pending ?? ' ');
    compounds.push(current);
    current = '';
    pending = null;
  };
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '\\') {
      current += selector.slice(i, i + 2);
      i++;
      continue;
    }
    if (quote || depth > 0) {
      current += c;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      flush();
      continue;
    }
    if (c === '>' || c === '+' || c === '~') {
      flush();
      pending = c;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    current += c;
  }
  flush();
  return { compounds, combinators };
}

/** A compound's simple selectors: `a.b#c[d]:e(f)::g` -> [a, .b, #c, [d], :e(f), ::g]. */
export function splitCompound(compound: string): string[] {
  const parts: string[] = [];
  let i = 0;
  const readName = () => {
    while (i < compound.length) {
      const c = compound[i]!;
      if (c === '\\') i += 2;
      else if (/[\w\-\u0080-\uffff|*]/.test(c)) i++;
      else break;
    }
  };
  while (i < compound.length) {
    const start = i;
    const c = compound[i]!;
    if (c === '[') {
      i = balancedEnd(compound, i, '[', ']');
    } else if (c === ':') {
      i += compound[i + 1] === ':' ? 2 : 1;
      readName();
      if (compound[i] === '(') i = balancedEnd(compound, i, '(', ')');
    } else {
      if (c === '.' || c === '#') i++;
      readName();
      if (i === start) i++; // an unexpected character: keep it as its own part
    }
    parts.push(compound.slice(start, i));
  }
  return parts;
}

function balancedEnd(text: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === opener) depth++;
    else if (c === closer && --depth === 0) return i + 1;
  }
  return text.length;
}

const unescapeName = (name: string) => name.replace(/\\(.)/g, '$1');

/**
 * If a compound names the document root or body (`html`, `:root`, `body`, `body.home`,
 * `#body-id`), the simple selectors it keeps on the wrapper; otherwise null.
 */
function rootRemainder(compound: string, ctx: SelectorScope): string | null {
  const parts = splitCompound(compound);
  const first = parts[0]?.toLowerCase();
  if (first === 'html' || first === 'body' || first === ':root') return parts.slice(1).join('');
  const id = parts.find((p) => p.startsWith('#') && ctx.rootIds.has(unescapeName(p.slice(1))));
  if (id) return parts.filter((p) => p !== id).join('');
  return null;
}

/**
 * Could this type-less compound match the wrapper because it names a class or attribute
 * moved onto it (`.dark .x` with `<html class="dark">`, `[data-theme=night] .x`)?
 */
function mayMatchRoot(compound: string, ctx: SelectorScope): boolean {
  const parts = splitCompound(compound);
  if (parts.length === 0 || !/^[.[:#]/.test(parts[0]!)) return false;
  return parts.some(
    (p) =>
      (p.startsWith('.') && ctx.rootClasses.has(unescapeName(p.slice(1)))) ||
      (p.startsWith('[') && ctx.rootAttributes?.has(/^\[\s*([\w-]+)/.exec(p)?.[1]?.toLowerCase() ?? '')),
  );
}

function join(compounds: string[], combinators: string[]): string {
  let out = compounds[0] ?? '';
  for (let i = 1; i < compounds.length; i++) {
    const combinator = combinators[i - 1] ?? ' ';
    out += combinator === ' ' ? ` ${compounds[i]}` : ` ${combinator} ${compounds[i]}`;
  }
  return out;
}

/** Scopes one complex selector; may return several (a lone `*` also matches the wrapper). */
export function scopeComplexSelector(selector: string, ctx: SelectorScope): string[] {
  const { compounds, combinators } = parseComplex(selector.trim());
  if (compounds.length === 0) return [];
  if (compounds[0]!.startsWith('&')) return [selector.trim()]; // nesting leftovers: relative already

  // Leading root compounds (`html`, `html body`, `:root`, `html > body.home`) all fold into
  // the wrapper; their classes and attributes stay on it.
  let kept = '';
  let taken = 0;
  while (taken < compounds.length) {
    const remainder = rootRemainder(compounds[taken]!, ctx);
    if (remainder === null) break;
    if (taken > 0 && combinators[taken - 1] !== ' ' && combinators[taken - 1] !== '>') break;
    kept += remainder;
    taken++;
  }
  if (taken > 0) {
    const rest = compounds.slice(taken);
    const restCombinators = combinators.slice(taken);
    const head = `${ctx.scope}${kept}`;
    if (rest.length === 0) return [head];
    return [join([head, ...rest], [combinators[taken - 1] ?? ' ', ...restCombinators])];
  }

  const first = compounds[0]!;
  const inside = `${ctx.scope} ${join(compounds, combinators)}`;
  // `*`, `*::before`, `::selection` on their own also matched html and body.
  if (compounds.length === 1 && (first.startsWith('*') || first.startsWith('::'))) {
    return [`${ctx.scope}${first.replace(/^\*/, '')}`, inside];
  }
  if (mayMatchRoot(first, ctx)) {
    return [join([`${ctx.scope}${first}`, ...compounds.slice(1)], combinators), inside];
  }
  return [inside];
}

/** Scopes a whole selector list (`a, b:is(c, d), [x="y,z"]`), keeping its order. */
export function scopeSelectorList(list: string, ctx: SelectorScope): string {
  const out: string[] = [];
  for (const selector of splitTopLevel(list)) {
    if (!selector.trim()) continue;
    for (const scoped of scopeComplexSelector(selector, ctx)) if (!out.includes(scoped)) out.push(scoped);
  }
  return out.join(', ');
}
