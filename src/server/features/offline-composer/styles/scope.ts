/**
 * Prefixes every selector with the page wrapper so theme or builder styles (WordPress,
 * ClickFunnels, GHL) cannot out-rank ours, and ours never leak onto the host page.
 * Handles the subset of CSS this module writes: plain rules, @media/@supports, @keyframes.
 */
export function scopeCss(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    const end = matchingBrace(css, open);
    const body = css.slice(open + 1, end);
    if (/^@(media|supports)/.test(prelude)) out += `${prelude}{${scopeCss(body, scope)}}`;
    else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else
      out += `${prelude
        .split(',')
        .map((s) => prefix(s.trim(), scope))
        .join(',')}{${body}}`;
    i = end + 1;
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let j = open; j < css.length; j++) {
    if (css[j] === '{') depth++;
    else if (css[j] === '}' && --depth === 0) return j;
  }
  return css.length;
}

function prefix(selector: string, scope: string): string {
  if (selector.startsWith(scope) || selector === 'html' || selector === 'body') return selector;
  return `${scope} ${selector}`;
}

/** Removes authoring whitespace; the CSS here has no strings or comments that could be harmed. */
export function minifyCss(css: string): string {
  return (
    css
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      // A space before ":" can be a descendant combinator (".pc-page :focus-visible"), so only trailing ones go.
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim()
  );
}
