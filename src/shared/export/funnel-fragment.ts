import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import { escapeAttribute } from '../html-escape.ts';
import { isElement } from '../html-nodes.ts';
import { type CssNode, cleanText, parseItems, parseStylesheet, splitDeclaration } from './css-syntax.ts';
import { collectKeyframeNames, createCssScoper, type ElementInfo } from './scope-css.ts';
import { createUrlResolver, mapSrcset, type UrlResolver } from './urls.ts';
import { handlerGlobals, wrapScripts } from './wrap-scripts.ts';

/**
 * 'Paste into funnel builder': turns a complete generated document into a fragment for a
 * custom-code element (GoHighLevel, ClickFunnels, ...). The fragment is
 *
 *   <style> @imports first, a reset for the wrapper, then the page's CSS scoped under it </style>
 *   <div id="pc-paste-1a2b3c" class="pc-paste-1a2b3c ...">  the body's content  </div>
 *   <script> the page's inline scripts, run once the host is ready, in one function scope </script>
 *
 * with no html, head or body tags. The wrapper plays html and body; the rules for CSS,
 * scripts, URLs and `position: fixed` are in scope-css.ts, wrap-scripts.ts and urls.ts.
 */

export interface FragmentOptions {
  /** Where relative addresses should point (the page's own <base href> is honoured first). */
  baseUrl?: string;
  /**
   * Where the page's pinned header sticks (px from the top of the window): the height of the
   * host's own fixed header, so the page's header stops below it instead of sliding under it.
   */
  stickyTop?: number;
  /** The pinned header's z-index: below the host's header and menus, above the page's content. */
  stickyZIndex?: number;
  /** Leaves out the page's navigation (<nav>, role="navigation"): the funnel has its own. */
  dropNavigation?: boolean;
}

export type FragmentWarningCode =
  | 'relative-url'
  | 'external-stylesheet'
  | 'tailwind-cdn'
  | 'document-write'
  | 'dropped-handler'
  | 'file-upload';

export interface FragmentWarning {
  code: FragmentWarningCode;
  message: string;
}

/** What an export step gives back: the HTML, and what the owner should know about it. */
export interface ExportedHtml {
  html: string;
  warnings: FragmentWarning[];
}

export interface FunnelFragment extends ExportedHtml {
  /** The wrapper's class (and id), e.g. `pc-paste-1a2b3c`. */
  scopeClass: string;
}

type Element = T.Element;
type ParentNode = T.ParentNode;
type ChildNode = T.ChildNode;

/** Stylesheets whose only job is @font-face rules: safe to @import unscoped. */
const FONT_HOSTS =
  /^https?:\/\/(fonts\.googleapis\.com|fonts\.bunny\.net|use\.typekit\.net|fonts\.cdnfonts\.com|api\.fontshare\.com)\//i;
const TAILWIND_CDN = /cdn\.tailwindcss\.com|@tailwindcss\/browser/i;
const JS_TYPES =
  /^(|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript|module)$/i;
/** Attributes that hold one address. */
const URL_ATTRIBUTES = new Set([
  'src',
  'href',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'xlink:href',
  'cite',
]);
/** Root attributes worth keeping on the wrapper (selectors and scripts may rely on them). */
const ROOT_ATTRIBUTE = /^(lang|dir|data-[\w-]+|aria-[\w-]+)$/i;

/**
 * Elements whose width and height attributes are presentational hints (`<img width>`, SVG,
 * `<td width>`): `width: revert` would wipe those out along with the host's rules, so these
 * keep whatever size the host gives them unless the page's own rules say otherwise.
 */
const SIZED_BY_ATTRIBUTES = 'img,svg,svg *,video,canvas,iframe,picture,object,embed,[width],[height]';

/**
 * The wrapper starts from a clean slate so the host's inherited fonts, colours and spacing do
 * not reach the page, and its descendants fall back to browser defaults for the properties
 * host stylesheets most often set on bare elements (`h1 {}`, `* {}`, `.container {}`): the
 * page's own rules, all prefixed with the wrapper's id, come after and win (the reset's
 * selectors weigh exactly one id, theirs at least one id). Width and height are reverted too
 * (a host's `.container{width:50px}` or `input{height:20px}` would squash the page), except
 * on elements sized by attributes; min- and max- sizes have no such hints and are reverted
 * everywhere. Fill and stroke are left alone, and SVG internals skipped, for the same reason.
 */
function resetCss(scope: string, marker: string): string {
  const reverted = [
    'color',
    'font',
    'letter-spacing',
    'word-spacing',
    'text-align',
    'text-decoration',
    'text-indent',
    'text-shadow',
    'text-transform',
    'white-space',
    'margin',
    'padding',
    'border',
    'border-radius',
    'outline',
    'background',
    'box-shadow',
    'box-sizing',
    'display',
    'position',
    'inset',
    'z-index',
    'float',
    'clear',
    'opacity',
    'transform',
    'filter',
    'list-style',
    'vertical-align',
    'cursor',
    'visibility',
    'min-width',
    'max-width',
    'min-height',
    'max-height',
    'overflow',
    'transition',
    'animation',
  ]
    .map((property) => `${property}:revert`)
    .join(';');
  return (
    `${scope}{all:initial;display:block;position:relative;margin:8px;color:CanvasText;background-color:Canvas}\n` +
    `${scope} :where(*:not(svg *)),${scope} ::before,${scope} ::after{${reverted}}\n` +
    `${scope} :where(*:not(${SIZED_BY_ATTRIBUTES})),${scope} ::before,${scope} ::after{width:revert;height:revert}\n` +
    // Inside SVG only colour is reset (icons drawn in currentColor); the rest are attributes.
    `${scope} :where(svg *){color:inherit}\n` +
    // <use> clones live in a shadow tree, out of reach of `#id descendant` selectors but not
    // of a host's `* {}`: the cloned sources carry the fragment's own marker attribute.
    `[${marker}]{color:inherit}`
  );
}

/** parse5 helper, shared with lead-wiring.ts. */
export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (el: Element) =>
  el.childNodes.map((n) => (n.nodeName === '#text' ? (n as T.TextNode).value : '')).join('');

/** FNV-1a, base 36: a short, stable id per page (the same page always gets the same class). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(6, '0').slice(-6);
}

function findChild(parent: ParentNode, tag: string): Element | undefined {
  return parent.childNodes.find((n): n is Element => isElement(n) && n.tagName === tag);
}

function removeNode(node: ChildNode): void {
  const siblings = node.parentNode?.childNodes;
  if (!siblings) return;
  const index = siblings.indexOf(node);
  if (index >= 0) siblings.splice(index, 1);
}

/** Elements in document order, template contents included (a popup's form may live there). */
export function* walk(parent: ParentNode): Generator<Element> {
  for (const node of [...parent.childNodes]) {
    if (!isElement(node)) continue;
    yield node;
    yield* walk(node);
    if (node.tagName === 'template') yield* walk((node as T.Template).content);
  }
}

export function toFunnelFragment(documentHtml: string, options: FragmentOptions = {}): FunnelFragment {
  const { htmlEl, head, body } = readDocument(documentHtml);
  const scopeClass = `pc-paste-${shortHash(documentHtml)}`;
  const { warnings, warn } = warningList();
  const unresolved = new Set<string>();
  const urls = createUrlResolver(pageBase(head, options.baseUrl), (url) => unresolved.add(url));
  const root = takeRootAttributes(htmlEl, body, warn);
  const taken = takeStylesAndScripts(head, body, urls, warn);
  const css = scopeStylesheets(taken.styles, root, scopeClass, urls, options);
  if (options.dropNavigation) dropNavigation(body);
  const useMarker = `data-${scopeClass}`;
  markUseSources(body, useMarker);
  scopeInlineStyles(body, css);
  for (const url of unresolved) {
    warn(
      'relative-url',
      `The relative address "${url}" has no base to resolve against and will not load on another site.`,
    );
  }

  const stylesheet = [...dedupe(css.imports), resetCss(`#${scopeClass}`, useMarker), ...css.rules].join('\n');
  const script = wrapScripts(taken.inlineScripts, handlerGlobals(taken.handlers));
  const parts = [
    `<!-- Pagecraft: paste into a custom code element. Styles are scoped to #${scopeClass}. -->`,
    `<style>\n${stylesheet}\n</style>`,
    ...taken.before.map(outerHtml),
    `<div ${wrapperAttributes(scopeClass, root, css.scoper)}>\n${serialize(body).trim()}\n</div>`,
    ...(script ? [`<script>\n${script}</script>`] : []),
    ...taken.after.map(outerHtml),
  ];
  return { html: `${parts.join('\n')}\n`, scopeClass, warnings };
}

type Warn = (code: FragmentWarningCode, message: string) => void;

/** The document's html, head and body (parse5 always makes them; anything else is refused). */
function readDocument(documentHtml: string): { htmlEl: Element; head: Element; body: Element } {
  const doc = parse(documentHtml);
  const htmlEl = findChild(doc, 'html');
  const head = htmlEl && findChild(htmlEl, 'head');
  const body = htmlEl && findChild(htmlEl, 'body');
  if (!htmlEl || !head || !body) throw new Error('Not an HTML document');
  return { htmlEl, head, body };
}

/** The fragment's warnings, each message once. */
function warningList(): { warnings: FragmentWarning[]; warn: Warn } {
  const warnings: FragmentWarning[] = [];
  const warn: Warn = (code, message) => {
    if (!warnings.some((w) => w.message === message)) warnings.push({ code, message });
  };
  return { warnings, warn };
}

/** Where relative addresses point: the page's own <base href> wins (resolved against the caller's base if relative). */
function pageBase(head: Element, baseUrl: string | undefined): string | undefined {
  const baseElement = [...walk(head)].find((el) => el.tagName === 'base' && attr(el, 'href'));
  const baseHref = baseElement && attr(baseElement, 'href');
  if (!baseHref) return baseUrl;
  try {
    return new URL(baseHref, baseUrl).href;
  } catch {
    // A relative <base> and no caller base: nothing to resolve against.
    return baseUrl;
  }
}

/** What html and body carry that the wrapper takes over: classes, ids, styles, language and data attributes. */
interface RootAttributes {
  rootClasses: Set<string>;
  rootIds: Set<string>;
  wrapperAttrs: Map<string, string>;
  rootStyles: string[];
}

/** html and body become the wrapper: their classes, language and data attributes move onto it. */
function takeRootAttributes(htmlEl: Element, body: Element, warn: Warn): RootAttributes {
  const rootClasses = new Set<string>();
  const rootIds = new Set<string>();
  const wrapperAttrs = new Map<string, string>();
  const rootStyles: string[] = [];
  for (const root of [htmlEl, body]) {
    for (const { name, value } of root.attrs) {
      if (name === 'class') for (const c of value.split(/\s+/).filter(Boolean)) rootClasses.add(c);
      else if (name === 'id') rootIds.add(value);
      else if (name === 'style') rootStyles.push(value);
      else if (ROOT_ATTRIBUTE.test(name)) wrapperAttrs.set(name, value);
      else if (/^on/i.test(name))
        warn('dropped-handler', `The page's <${root.tagName} ${name}> handler was left out.`);
    }
  }
  return { rootClasses, rootIds, wrapperAttrs, rootStyles };
}

type StyleSource = { kind: 'css'; text: string } | { kind: 'import'; rule: string };

/**
 * Collects styles, stylesheet links and scripts in document order; they leave the tree. The
 * addresses, inline styles and handler names of every element are read on the way.
 */
function takeStylesAndScripts(head: Element, body: Element, urls: UrlResolver, warn: Warn) {
  const styles: StyleSource[] = [];
  const inlineScripts: string[] = [];
  const before: Element[] = []; // head scripts that must keep their order (libraries, config)
  const after: Element[] = []; // head modules and data blocks
  const handlers: string[] = [];

  for (const el of [...walk(head), ...walk(body)]) {
    const inHead = isInside(el, head);
    const tag = el.tagName;
    if (tag === 'style') {
      const media = attr(el, 'media');
      const css = textOf(el);
      styles.push({ kind: 'css', text: media && media !== 'all' ? `@media ${media}{${css}}` : css });
      removeNode(el);
    } else if (tag === 'link' && /\bstylesheet\b/i.test(attr(el, 'rel') ?? '')) {
      const href = urls.resolve(attr(el, 'href') ?? '');
      if (href) {
        const media = attr(el, 'media');
        styles.push({
          kind: 'import',
          rule: `@import url("${href.replace(/["\\]/g, '\\$&')}")${media ? ` ${media}` : ''};`,
        });
        if (!FONT_HOSTS.test(href))
          warn(
            'external-stylesheet',
            `The stylesheet ${href} is imported as it is: its rules are not scoped and may style the host page.`,
          );
      }
      removeNode(el);
    } else if (tag === 'script') {
      const type = (attr(el, 'type') ?? '').trim();
      const src = attr(el, 'src');
      const code = textOf(el);
      if (src && TAILWIND_CDN.test(src)) {
        warn(
          'tailwind-cdn',
          'The page loads the Tailwind CSS CDN script, which adds unscoped styles to the whole host page.',
        );
      }
      if (/\bdocument\.write(ln)?\s*\(/.test(code)) {
        warn(
          'document-write',
          'A script calls document.write, which erases the host page once it has loaded.',
        );
      }
      if (
        !src &&
        JS_TYPES.test(type) &&
        type.toLowerCase() !== 'module' &&
        !/\btailwind\.config\s*=/.test(code)
      ) {
        inlineScripts.push(code);
        removeNode(el);
      } else if (inHead) {
        // External classic scripts (and a Tailwind config, which must precede the CDN script)
        // keep their order ahead of the content; modules and data blocks go after it.
        (JS_TYPES.test(type) && type.toLowerCase() !== 'module' ? before : after).push(el);
      }
    }

    // Addresses, inline styles and handler names of every element that stays.
    for (const a of el.attrs) {
      const name = a.name.toLowerCase();
      if (URL_ATTRIBUTES.has(name) && !(tag === 'base')) {
        if (name === 'href' && /^\s*javascript:/i.test(a.value))
          handlers.push(a.value.replace(/^\s*javascript:/i, ''));
        else a.value = urls.resolve(a.value);
      } else if (name === 'srcset' || name === 'imagesrcset') {
        a.value = mapSrcset(a.value, (url) => urls.resolve(url));
      } else if (name.startsWith('on')) {
        handlers.push(a.value);
      }
    }
  }
  return { styles, inlineScripts, before, after, handlers };
}

/**
 * The page's stylesheets scoped under the wrapper, its imports first. Keyframe names are
 * collected across all of them first (a <style> in the body may animate with keyframes defined
 * in the head). With a header offset, the page's pinned header rules are kept below the host's.
 */
function scopeStylesheets(
  styles: StyleSource[],
  root: RootAttributes,
  scopeClass: string,
  urls: UrlResolver,
  options: FragmentOptions,
) {
  const cssTexts = styles.flatMap((s) => (s.kind === 'css' ? [s.text] : []));
  const scoper = createCssScoper(
    {
      scope: `#${scopeClass}`,
      rootClasses: root.rootClasses,
      rootIds: root.rootIds,
      rootAttributes: new Set([...root.wrapperAttrs.keys()].map((k) => k.toLowerCase())),
      keyframeSuffix: `-${scopeClass.slice('pc-paste-'.length)}`,
      resolveUrl: (url) => urls.resolve(url),
    },
    collectKeyframeNames(cssTexts),
  );
  const imports: string[] = [];
  const rules: string[] = [];
  for (const source of styles) {
    if (source.kind === 'import') imports.push(source.rule);
    else {
      const scoped = scoper.stylesheet(source.text);
      imports.push(...scoped.imports);
      if (scoped.css) rules.push(scoped.css);
    }
  }
  // The scoper decides what counts as a header (it turns their `fixed` into `sticky`): asking
  // it keeps the offset rules below in step with that decision.
  const isHeaderSelector = (selector: string) =>
    scoper.stylesheet(`${selector}{position:fixed}`).css.includes('position:sticky');
  const headerOffset = headerOffsetCss(options, '');
  if (headerOffset) {
    // Important: the host's header is there in every state of the page's header, so the
    // offset must hold against the page's more specific rules (`.header.scrolled{top:0}`) too.
    const pinned = pinnedHeaderRules(cssTexts, isHeaderSelector, headerOffsetCss(options, '!important'));
    if (pinned) rules.push(scoper.stylesheet(pinned).css);
  }
  return { scoper, imports, rules, headerOffset };
}

/** Everything a <use> may clone (symbols, defs, SVG elements with an id) gets the marker. */
function markUseSources(body: Element, useMarker: string): void {
  for (const el of walk(body)) {
    if (
      el.tagName === 'symbol' ||
      el.tagName === 'defs' ||
      (el.namespaceURI.endsWith('svg') && attr(el, 'id'))
    ) {
      for (const source of [el, ...walk(el)]) {
        if (!source.attrs.some((a) => a.name === useMarker))
          source.attrs.push({ name: useMarker, value: '' });
      }
    }
  }
}

/** Inline styles scoped like the stylesheets; a pinned header is made sticky and kept below the host's header. */
function scopeInlineStyles(
  body: Element,
  css: { scoper: ReturnType<typeof createCssScoper>; headerOffset: string },
): void {
  const { scoper, headerOffset } = css;
  const isHeaderLikeElement = (info: ElementInfo) =>
    scoper.inlineStyle('position:fixed', info).includes('sticky');
  for (const el of walk(body)) {
    const style = el.attrs.find((a) => a.name === 'style');
    const info: ElementInfo = {
      tag: el.tagName,
      id: attr(el, 'id'),
      className: attr(el, 'class'),
      role: attr(el, 'role'),
    };
    if (style) style.value = scoper.inlineStyle(style.value, info);
    // A Tailwind `fixed` header has no rule of its own to tame: pin it with an inline style.
    if (/(^|\s)fixed(\s|$)/.test(info.className ?? '') && isHeaderElement(info)) {
      const current = style?.value ?? '';
      const value = `position:sticky${current ? `;${current}` : ''}`;
      if (style) style.value = value;
      else el.attrs.push({ name: 'style', value });
    }
    // Inline, so it beats the page's `top-0 z-50` classes.
    if (headerOffset && isHeaderLikeElement(info) && isPinnedByMarkup(info, attr(el, 'style') ?? '')) {
      appendStyle(el, headerOffset);
    }
  }
}

/** The wrapper's attributes: the scope's id and class, then html's and body's classes, attributes and styles. */
function wrapperAttributes(
  scopeClass: string,
  root: RootAttributes,
  scoper: ReturnType<typeof createCssScoper>,
): string {
  const wrapperStyle = root.rootStyles.map((s) => scoper.inlineStyle(s, { tag: 'body' })).join(';');
  const classes = [scopeClass, ...root.rootClasses].join(' ');
  return [
    `id="${scopeClass}"`,
    `class="${escapeAttribute(classes)}"`,
    ...[...root.wrapperAttrs].map(([name, value]) => `${name}="${escapeAttribute(value)}"`),
    ...(wrapperStyle ? [`style="${escapeAttribute(wrapperStyle)}"`] : []),
  ].join(' ');
}

function isInside(el: Element, ancestor: Element): boolean {
  for (
    let node: ParentNode | null = el.parentNode;
    node;
    node = 'parentNode' in node ? node.parentNode : null
  ) {
    if (node === ancestor) return true;
  }
  return false;
}

/** `top` and `z-index` for the page's pinned header, as the options ask; '' for neither. */
function headerOffsetCss(options: FragmentOptions, priority: '' | '!important'): string {
  const declarations: string[] = [];
  if (options.stickyTop !== undefined) declarations.push(`top:${Math.round(options.stickyTop)}px${priority}`);
  if (options.stickyZIndex !== undefined)
    declarations.push(`z-index:${Math.round(options.stickyZIndex)}${priority}`);
  return declarations.join(';');
}

function appendStyle(el: Element, declarations: string): void {
  const style = el.attrs.find((a) => a.name === 'style');
  const current = style?.value.trim().replace(/;$/, '');
  if (!style) el.attrs.push({ name: 'style', value: declarations });
  else style.value = current ? `${current};${declarations}` : declarations;
}

const pinsPosition = (value: string) => /^(-webkit-)?(sticky|fixed)\b/i.test(value.trim());

/**
 * A header pinned by its own markup: the Tailwind `sticky` class, `fixed` on a header element
 * (made sticky above) or a sticky inline style, and not anchored to the bottom (a bottom bar
 * would be pulled up by `top`). Responsive variants (`md:sticky`) are left out: an inline
 * `top` would also apply at the widths where the header is merely `relative`, and move it.
 */
function isPinnedByMarkup(info: ElementInfo, style: string): boolean {
  const classes = (info.className ?? '').split(/\s+/);
  const byClass = classes.includes('sticky') || (classes.includes('fixed') && isHeaderElement(info));
  const byStyle = /(^|;)\s*position\s*:\s*(-webkit-)?sticky/i.test(style);
  const bottomAnchored =
    (classes.some((c) => /^-?bottom-/.test(c)) || /(^|;)\s*bottom\s*:/i.test(style)) &&
    !classes.some((c) => /^-?(top|inset|inset-y)-/.test(c)) &&
    !/(^|;)\s*(top|inset)\s*:/i.test(style);
  return (byClass || byStyle) && !bottomAnchored;
}

const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);

/**
 * For each of the page's rules that pins a header to the top, a rule with the same selector
 * (inside the same @media, @supports, @container) that sets only the offset: it applies
 * exactly where the page pins the header, whether by element, class or a state class its
 * script adds (`.header.scrolled`). Unscoped: the caller scopes them with the page's rules.
 */
function pinnedHeaderRules(
  cssTexts: readonly string[],
  isHeaderSelector: (selector: string) => boolean,
  declarations: string,
): string {
  const rulesIn = (nodes: CssNode[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'rule') {
          const found = parseItems(node.block, true).flatMap((item) =>
            item.kind === 'decl' ? [splitDeclaration(item.tokens)].filter((d) => d !== null) : [],
          );
          const has = (name: string) =>
            found.some((d) => d.name === name && !/^\s*auto\b/i.test(cleanText(d.value)));
          const pinned = found.some((d) => d.name === 'position' && pinsPosition(cleanText(d.value)));
          const bottomAnchored = (has('bottom') || has('inset-block-end')) && !has('top') && !has('inset');
          const selector = cleanText(node.prelude);
          return pinned && !bottomAnchored && isHeaderSelector(selector)
            ? `${selector}{${declarations}}`
            : '';
        }
        if (node.kind !== 'at' || !node.block) return '';
        const inner =
          GROUPING_AT_RULES.has(node.name) || node.name === 'layer'
            ? rulesIn(parseItems(node.block, false))
            : '';
        if (!inner || node.name === 'layer') return inner;
        return `@${node.name} ${cleanText(node.prelude)}{${inner}}`;
      })
      .join('');
  return cssTexts.map((css) => rulesIn(parseStylesheet(css))).join('');
}

/**
 * The funnel has its own navigation: the page's <nav> elements (and role="navigation") go,
 * with the buttons that open them (aria-controls). The page's scripts often look these up as
 * they start (`getElementById('menu-btn').addEventListener(...)`), and one that throws would
 * stop every script after it (they share one function), so each element with an id stays
 * behind as an empty, hidden stand-in.
 */
function dropNavigation(body: Element): void {
  const navigation = [...walk(body)].filter(
    (el) => el.tagName === 'nav' || attr(el, 'role') === 'navigation',
  );
  const outermost = navigation.filter((nav) => !navigation.some((other) => isInside(nav, other)));
  const droppedIds = new Set(
    outermost.flatMap((nav) => [nav, ...walk(nav)].flatMap((el) => attr(el, 'id') ?? [])),
  );
  const toggles = [...walk(body)].filter(
    (el) =>
      !outermost.some((nav) => isInside(el, nav)) &&
      (attr(el, 'aria-controls') ?? '').split(/\s+/).some((id) => droppedIds.has(id)),
  );
  for (const el of [...outermost, ...toggles]) {
    const withIds = [el, ...walk(el)].filter((node) => attr(node, 'id') !== undefined);
    const standIn = (node: Element) =>
      defaultTreeAdapter.createElement(node.tagName, node.namespaceURI, [
        { name: 'id', value: attr(node, 'id')! },
      ]);
    if (withIds.length === 0) {
      removeNode(el);
      continue;
    }
    const holder = defaultTreeAdapter.createElement(el.tagName, el.namespaceURI, [
      { name: 'hidden', value: '' },
    ]);
    for (const node of withIds) {
      if (node === el) holder.attrs.push({ name: 'id', value: attr(node, 'id')! });
      else defaultTreeAdapter.appendChild(holder, standIn(node));
    }
    const siblings = el.parentNode!.childNodes;
    holder.parentNode = el.parentNode;
    siblings.splice(siblings.indexOf(el), 1, holder);
  }
}

function isHeaderElement(info: { tag: string; role?: string }): boolean {
  return info.tag === 'header' || info.tag === 'nav' || info.role === 'banner' || info.role === 'navigation';
}

function outerHtml(el: Element): string {
  const wrapper = { nodeName: '#document-fragment', childNodes: [el] } as unknown as T.DocumentFragment;
  return serialize(wrapper);
}

const dedupe = (items: string[]) => [...new Set(items)];
