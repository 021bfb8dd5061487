import {
  type CssNode,
  cleanText,
  parseItems,
  parseStylesheet,
  serialize,
  splitDeclaration,
  type Token,
  tokenize,
  unquotedUrlValue,
} from './css-syntax.ts';
import { parseComplex, type SelectorScope, scopeSelectorList, splitTopLevel } from './scope-selectors.ts';

/**
 * Scopes a page's stylesheets under the fragment's wrapper so that nothing they say can reach
 * the host page: every selector is prefixed (inside @media, @supports, @container and the
 * flattened @layer blocks too), keyframes get unique names, relative url(...)s are made
 * absolute, `position: fixed` is tamed, and @import rules are collected so they can go first.
 */
export interface ScopeCssOptions extends SelectorScope {
  /** Appended to every @keyframes name the page defines (and to the references to it). */
  keyframeSuffix: string;
  resolveUrl(url: string): string;
}

export interface ScopedStyles {
  /** `@import ...;` rules, in order; they must open the stylesheet. */
  imports: string[];
  css: string;
}

/** Element facts the fixed-position rule needs for an inline style attribute. */
export interface ElementInfo {
  tag: string;
  id?: string;
  className?: string;
  role?: string;
}

const GROUPING_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'document',
  '-moz-document',
  'starting-style',
]);
const KEYFRAMES = /^(-webkit-|-moz-|-o-)?keyframes$/;
const ANIMATION_PROPERTIES = new Set([
  'animation',
  'animation-name',
  '-webkit-animation',
  '-webkit-animation-name',
]);
/** Functions whose string arguments are addresses. */
const URL_FUNCTIONS = new Set(['url(', 'src(', 'image-set(', '-webkit-image-set(']);

/** Names that mark a header or navigation bar (`header`, `.site-nav`, `#navbar`, `.top-bar`). */
const HEADER_LIKE =
  /(^|[^a-z])(header|nav|navbar|navigation|topbar|top-bar|menubar|menu-bar|masthead|appbar|app-bar|banner)([^a-z]|$)/i;

/** Every keyframes name defined anywhere in these stylesheets. */
export function collectKeyframeNames(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: CssNode[]) => {
    for (const node of nodes) {
      if (node.kind !== 'at' || !node.block) continue;
      if (KEYFRAMES.test(node.name)) names.add(keyframeName(node.prelude));
      else if (GROUPING_AT_RULES.has(node.name) || node.name === 'layer') walk(parseItems(node.block, false));
    }
  };
  for (const source of sources) walk(parseStylesheet(source));
  names.delete('');
  return names;
}

const keyframeName = (prelude: Token[]) => cleanText(prelude).replace(/^["']|["']$/g, '');

/** Creates the scoper; `keyframes` are the names to rename (see collectKeyframeNames). */
export function createCssScoper(options: ScopeCssOptions, keyframes: ReadonlySet<string>) {
  const renamed = (name: string) => (keyframes.has(name) ? `${name}${options.keyframeSuffix}` : name);

  /** Rewrites the addresses in url(), src() and image-set() to absolute ones. */
  function rewriteUrls(tokens: Token[]): Token[] {
    const functions: string[] = [];
    return tokens.map((token) => {
      if (token.type === 'function') functions.push(token.text.toLowerCase());
      else if (token.type === '(') functions.push('(');
      else if (token.type === ')') functions.pop();
      else if (token.type === 'url') {
        const url = unquotedUrlValue(token);
        const resolved = options.resolveUrl(url);
        return resolved === url ? token : { type: 'url', text: `url(${cssString(resolved)})` };
      } else if (token.type === 'string' && URL_FUNCTIONS.has(functions[functions.length - 1] ?? '')) {
        const url = stringValue(token.text);
        const resolved = options.resolveUrl(url);
        return resolved === url ? token : { type: 'string', text: cssString(resolved) };
      }
      return token;
    });
  }

  /** One declaration: addresses, keyframe references. */
  function rewriteDeclaration(tokens: Token[]): Token[] {
    const rewritten = rewriteUrls(tokens);
    const declaration = splitDeclaration(rewritten);
    if (!declaration) return rewritten;
    if (ANIMATION_PROPERTIES.has(declaration.name) || declaration.name.startsWith('--')) {
      return rewritten.map((t) =>
        t.type === 'other' && keyframes.has(t.text) ? { ...t, text: renamed(t.text) } : t,
      );
    }
    return rewritten;
  }

  /**
   * A declaration block (a style rule's body, @font-face, a keyframe). `headerLike` decides
   * what `position: fixed` becomes; nested rules (CSS nesting) are relative to their parent,
   * so their selectors are kept and only their declarations are rewritten.
   */
  function declarationBlock(tokens: Token[], headerLike: boolean | null): string {
    const items = parseItems(tokens, true);
    const declarations = items.flatMap((item) =>
      item.kind === 'decl' ? [splitDeclaration(item.tokens)].filter((d) => d !== null) : [],
    );
    const has = (name: string) =>
      declarations.some((d) => d.name === name && !/^\s*auto\b/i.test(serialize(d.value)));
    const bottomAnchored = (has('bottom') || has('inset-block-end')) && !has('top') && !has('inset');
    let out = '';
    for (const item of items) {
      if (item.kind === 'decl') {
        let tokens = rewriteDeclaration(item.tokens);
        if (headerLike !== null) tokens = tameFixed(tokens, headerLike && !bottomAnchored);
        out += serialize(tokens);
      } else if (item.kind === 'rule') {
        out += `${serialize(item.prelude)}{${declarationBlock(item.block, headerLike)}}`;
      } else if (item.kind === 'at') {
        out += `@${item.name}${serialize(rewriteUrls(item.prelude))}${
          item.block ? `{${declarationBlock(item.block, headerLike)}}` : ''
        }`;
      } else {
        out += serialize(item.tokens);
      }
    }
    return out;
  }

  /** Rules in a stylesheet or a grouping at-rule. */
  function ruleList(nodes: CssNode[], imports: string[], prefixSelectors: boolean): string {
    let out = '';
    for (const node of nodes) {
      if (node.kind === 'trivia' || node.kind === 'decl') {
        out += node.kind === 'trivia' ? serialize(node.tokens.filter((t) => t.type !== ';')) : '';
      } else if (node.kind === 'rule') {
        const selector = cleanText(node.prelude);
        const scoped = prefixSelectors ? scopeSelectorList(selector, options) : selector;
        if (scoped) out += `${scoped}{${declarationBlock(node.block, isHeaderLike(selector))}}`;
      } else {
        out += atRule(node, imports, prefixSelectors);
      }
    }
    return out;
  }

  function atRule(
    node: Extract<CssNode, { kind: 'at' }>,
    imports: string[],
    prefixSelectors: boolean,
  ): string {
    const prelude = cleanText(rewriteUrls(node.prelude));
    if (node.name === 'import') {
      imports.push(`@import ${importPrelude(node.prelude)};`);
      return '';
    }
    if (node.name === 'charset') return '';
    if (!node.block) {
      // `@layer a, b;` only orders layers, and the layers are flattened (see below).
      return node.name === 'layer' ? '' : `@${node.name} ${prelude};`;
    }
    if (node.name === 'layer') {
      // Host styles are not layered, and unlayered rules beat layered ones whatever their
      // specificity, so a layered page would lose to every `h1 {}` of the host. Its layers are
      // flattened in place instead (Tailwind's theme, base, components, utilities come in
      // that order already, so source order keeps their precedence).
      return ruleList(parseItems(node.block, false), imports, prefixSelectors);
    }
    if (GROUPING_AT_RULES.has(node.name)) {
      return `@${node.name} ${prelude}{${ruleList(parseItems(node.block, false), imports, prefixSelectors)}}`;
    }
    if (node.name === 'scope') {
      // `@scope (.card) to (.slot)`: the root is prefixed, the inner rules are scope-relative.
      const scopedPrelude = prelude
        ? prelude.replace(/^\(([^)]*)\)/, (_, list: string) => `(${scopeSelectorList(list, options)})`)
        : `(${options.scope})`;
      return `@scope ${scopedPrelude}{${ruleList(parseItems(node.block, false), imports, false)}}`;
    }
    if (KEYFRAMES.test(node.name)) {
      const name = keyframeName(node.prelude);
      return `@${node.name} ${cssIdent(renamed(name))}{${declarationBlock(node.block, null)}}`;
    }
    // @font-face, @page, @property, @counter-style, ...: global by nature, kept as written.
    return `@${node.name}${prelude ? ` ${prelude}` : ''}{${declarationBlock(node.block, null)}}`;
  }

  /** `@import "a.css" screen` -> `url("https://.../a.css") screen`, addresses made absolute. */
  function importPrelude(prelude: Token[]): string {
    const tokens = prelude.filter((t) => t.type !== 'comment');
    const first = tokens.findIndex((t) => t.type !== 'ws');
    const head = tokens[first];
    if (head?.type === 'string') {
      tokens[first] = { type: 'url', text: `url(${cssString(options.resolveUrl(stringValue(head.text)))})` };
      return serialize(tokens).trim();
    }
    return serialize(rewriteUrls(tokens)).trim();
  }

  return {
    /** A whole stylesheet: its @imports separately, the rest scoped. */
    stylesheet(css: string): ScopedStyles {
      const imports: string[] = [];
      const scoped = ruleList(parseStylesheet(css), imports, true);
      return { imports, css: scoped.trim() };
    },
    /** A `style` attribute's declarations for this element. */
    inlineStyle(style: string, element: ElementInfo): string {
      const headerLike =
        element.tag === 'header' ||
        element.tag === 'nav' ||
        element.role === 'banner' ||
        element.role === 'navigation' ||
        HEADER_LIKE.test(`${element.id ?? ''} ${element.className ?? ''}`);
      return declarationBlock(tokenize(style), headerLike).replace(/;$/, '');
    },
  };
}

/** Does any selector of the list have a header-like subject (its last compound)? */
function isHeaderLike(selectorList: string): boolean {
  return splitTopLevel(selectorList).some((selector) => {
    const { compounds } = parseComplex(selector.trim());
    return HEADER_LIKE.test(compounds[compounds.length - 1] ?? '');
  });
}

/**
 * `position: fixed` pins an element to the host's viewport, over the host's own header and
 * content. Headers and navigation bars anchored at the top become `sticky` (they still stay
 * in view while the fragment scrolls past, within the fragment); everything else becomes
 * `absolute` (placed against the wrapper, which is `position: relative`).
 */
function tameFixed(tokens: Token[], sticky: boolean): Token[] {
  const declaration = splitDeclaration(tokens);
  if (declaration?.name !== 'position') return tokens;
  return tokens.map((t) =>
    t.type === 'other' && /^fixed(?=$|!)/i.test(t.text)
      ? { ...t, text: t.text.replace(/^fixed/i, sticky ? 'sticky' : 'absolute') }
      : t,
  );
}

/** The value of a CSS string token (quotes removed, escapes resolved). */
export function stringValue(text: string): string {
  const quote = text[0];
  const inner = text.endsWith(quote ?? '') && text.length > 1 ? text.slice(1, -1) : text.slice(1);
  return inner.replace(
    /\\(?:([0-9a-f]{1,6})\s?|\n|(.))/gi,
    (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

export const cssString = (value: string) => `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;

/** A keyframes name as an identifier (names that are not identifiers are written as strings). */
const cssIdent = (name: string) => (/^-?[a-z_][\w-]*$/i.test(name) ? name : cssString(name));
