/**
 * A small CSS tokenizer and block parser (after CSS Syntax Level 3, simplified), enough to
 * rewrite a generated page's stylesheet without ever mistaking a brace, comma or semicolon
 * inside a string, a comment, an unquoted url(...) or an escape for structure. Every token
 * keeps its source text, so a stylesheet nobody rewrote serialises back byte for byte.
 */

export type TokenType =
  | 'ws'
  | 'comment'
  | 'string'
  /** An unquoted url(...) as one token (its contents may hold parentheses, quotes are absent). */
  | 'url'
  /** A name followed by '(' (the '(' is part of the token), e.g. `url(`, `:is(`, `var(`. */
  | 'function'
  | 'at'
  | '{'
  | '}'
  | '('
  | ')'
  | '['
  | ']'
  | ';'
  | ','
  | ':'
  /** Anything else: identifiers, numbers, delimiters, escapes, in runs. */
  | 'other';

export interface Token {
  type: TokenType;
  text: string;
}

const SINGLE: Record<string, TokenType> = {
  '{': '{',
  '}': '}',
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  ';': ';',
  ',': ',',
  ':': ':',
};

const isWs = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isNameChar = (c: string | undefined) => c !== undefined && /[\w\-\u0080-\uffff]/.test(c);

/** Ends an `other` run: anything with structural meaning, or the start of a string or comment. */
function endsRun(css: string, i: number): boolean {
  const c = css[i]!;
  return isWs(c) || c in SINGLE || c === '"' || c === "'" || c === '@' || (c === '/' && css[i + 1] === '*');
}

/** Length of a backslash escape starting at i (hex escapes eat up to 6 digits and one space). */
function escapeLength(css: string, i: number): number {
  const hex = /^[0-9a-f]{1,6}[ \t\n\r\f]?/i.exec(css.slice(i + 1, i + 8));
  if (hex) return 1 + hex[0].length;
  return i + 1 < css.length ? 2 : 1;
}

export function tokenize(css: string): Token[] {
  const tokens: Token[] = [];
  const n = css.length;
  let i = 0;
  while (i < n) {
    const c = css[i]!;
    const start = i;
    if (isWs(c)) {
      while (i < n && isWs(css[i])) i++;
      tokens.push({ type: 'ws', text: css.slice(start, i) });
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      tokens.push({ type: 'comment', text: css.slice(start, i) });
    } else if (css.startsWith('<!--', i) || css.startsWith('-->', i)) {
      // HTML comment markers around old-style <style> contents: CSS ignores them.
      i += css[i] === '<' ? 4 : 3;
      tokens.push({ type: 'ws', text: ' ' });
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && css[i] !== c && css[i] !== '\n') i += css[i] === '\\' ? 2 : 1;
      if (css[i] === c) i++;
      tokens.push({ type: 'string', text: css.slice(start, Math.min(i, n)) });
    } else if (c === '@') {
      i++;
      while (i < n && (isNameChar(css[i]) || css[i] === '\\'))
        i += css[i] === '\\' ? escapeLength(css, i) : 1;
      tokens.push({ type: 'at', text: css.slice(start, i) });
    } else if (c in SINGLE) {
      i++;
      tokens.push({ type: SINGLE[c]!, text: c });
    } else {
      while (i < n && !endsRun(css, i)) i += css[i] === '\\' ? escapeLength(css, i) : 1;
      const run = css.slice(start, i);
      if (css[i] === '(' && run.length > 0) {
        // A function: split the trailing name off the run (`1px+calc(` is two tokens).
        const name = /(?:[-\w\u0080-\uffff]|\\.)+$/.exec(run)?.[0] ?? '';
        if (name) {
          if (run.length > name.length) tokens.push({ type: 'other', text: run.slice(0, -name.length) });
          const nameStart = i - name.length;
          i++;
          if (name.toLowerCase() === 'url' && !/^[ \t\n\r\f]*["']/.test(css.slice(i, i + 64))) {
            const end = unquotedUrlEnd(css, i);
            // A '(' or a quote inside an unquoted url() makes it a bad url: browsers ignore the
            // declaration, so it is passed through untouched rather than "fixed".
            const bad = /["'(]/.test(css.slice(i, end.index - 1).replace(/\\./g, '')) || !end.closed;
            tokens.push({ type: bad ? 'other' : 'url', text: css.slice(nameStart, end.index) });
            i = end.index;
          } else {
            tokens.push({ type: 'function', text: `${name}(` });
          }
          continue;
        }
      }
      tokens.push({ type: 'other', text: run });
    }
  }
  return tokens;
}

/** Index just past the ')' that closes an unquoted url( (escapes honoured). */
function unquotedUrlEnd(css: string, i: number): { index: number; closed: boolean } {
  while (i < css.length && css[i] !== ')') i += css[i] === '\\' ? 2 : 1;
  return { index: Math.min(i + 1, css.length), closed: i < css.length };
}

export const serialize = (tokens: readonly Token[]): string => tokens.map((t) => t.text).join('');

/** The address inside a url token or a url( function followed by a string. */
export function unquotedUrlValue(token: Token): string {
  return token.text.slice(4, -1).trim().replace(/\\(.)/g, '$1');
}

// ---------------------------------------------------------------------------------------
// Block structure

export type CssNode =
  /** `@name prelude;` or `@name prelude { block }` (block kept as tokens, parsed on demand). */
  | { kind: 'at'; name: string; prelude: Token[]; block: Token[] | null }
  /** `prelude { block }`: a style rule (or a keyframe selector, or a nested rule). */
  | { kind: 'rule'; prelude: Token[]; block: Token[] }
  /** `name: value` inside a block (without the closing ';'). */
  | { kind: 'decl'; tokens: Token[] }
  /** Whitespace and comments between items, kept so unchanged CSS round-trips. */
  | { kind: 'trivia'; tokens: Token[] };

const OPENERS: Partial<Record<TokenType, TokenType>> = { '(': ')', function: ')', '[': ']', '{': '}' };

/** Index of the token that closes the bracket opened at `open` (or tokens.length). */
function closingIndex(tokens: readonly Token[], open: number): number {
  const stack: TokenType[] = [];
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i]!.type;
    const closer = OPENERS[t];
    if (closer) stack.push(closer);
    else if (t === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return tokens.length;
}

/**
 * Splits a list of tokens into items. In a declaration context (the inside of a style rule,
 * @font-face, a keyframe), `a: b;` is a declaration and `sel { }` a nested rule; in a rule
 * context (a stylesheet, @media) everything up to `{` is a selector or an at-rule prelude.
 */
export function parseItems(tokens: readonly Token[], declarations: boolean): CssNode[] {
  const items: CssNode[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.type === 'ws' || t.type === 'comment' || t.type === ';') {
      const last = items[items.length - 1];
      if (last?.kind === 'trivia') last.tokens.push(t);
      else items.push({ kind: 'trivia', tokens: [t] });
      i++;
      continue;
    }
    // A custom property's value may legally hold braces: read it to ';' at depth 0.
    const customProperty = declarations && t.type === 'other' && t.text.startsWith('--');
    const start = i;
    let end = i;
    let stop: ';' | '{' | null = null;
    while (end < tokens.length) {
      const type = tokens[end]!.type;
      if (type === ';' || type === '}') {
        stop = type === ';' ? ';' : null;
        break;
      }
      if (type === '{' && !customProperty) {
        stop = '{';
        break;
      }
      end = OPENERS[type] ? closingIndex(tokens, end) + 1 : end + 1;
    }
    const head = tokens.slice(start, Math.min(end, tokens.length));
    if (stop === '{') {
      const close = closingIndex(tokens, end);
      const block = tokens.slice(end + 1, close);
      items.push(
        t.type === 'at'
          ? { kind: 'at', name: t.text.slice(1).toLowerCase(), prelude: head.slice(1), block }
          : { kind: 'rule', prelude: head, block },
      );
      i = close + 1;
    } else {
      if (t.type === 'at')
        items.push({ kind: 'at', name: t.text.slice(1).toLowerCase(), prelude: head.slice(1), block: null });
      else if (declarations) items.push({ kind: 'decl', tokens: head });
      // A stray `}` or a broken rule at top level: browsers drop it; so do we.
      i = end + (stop === ';' ? 1 : tokens[end]?.type === '}' ? 1 : 0);
      if ((t.type === 'at' || declarations) && stop === ';')
        items.push({ kind: 'trivia', tokens: [{ type: ';', text: ';' }] });
    }
  }
  return items;
}

export function parseStylesheet(css: string): CssNode[] {
  return parseItems(tokenize(css), false);
}

/** Text of tokens without comments, whitespace collapsed and trimmed (selectors, preludes). */
export function cleanText(tokens: readonly Token[]): string {
  return tokens
    .filter((t) => t.type !== 'comment')
    .map((t) => (t.type === 'ws' ? ' ' : t.text))
    .join('')
    .trim();
}

/** A declaration's lower-cased property name and its value tokens (split at the first ':'). */
export function splitDeclaration(tokens: readonly Token[]): { name: string; value: Token[] } | null {
  const colon = tokens.findIndex((t) => t.type === ':');
  if (colon < 0) return null;
  const name = cleanText(tokens.slice(0, colon));
  // Custom properties are case-sensitive; standard ones are not.
  return { name: name.startsWith('--') ? name : name.toLowerCase(), value: tokens.slice(colon + 1) };
}
