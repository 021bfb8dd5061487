import { TEXT_TAGS } from '@shared/element-path';
import { EDIT_MESSAGE_PREFIX, MAX_ELEMENT_TEXT_CHARS, MAX_OUTER_HTML_CHARS } from './bridge-messages';

/**
 * Click-to-edit inside the sandboxed preview. A small script is added to a COPY of the page
 * (never to the saved HTML). In a mode it outlines text elements under the pointer, makes
 * them reachable by Tab, and on click (or Enter / Space) stops the page from acting on it and
 * posts the element's tag, text, clean outerHTML and path to the app. It runs in the page's
 * opaque origin, so it can reach nothing of the app; and since the page's own scripts could
 * post the same messages, the app treats them as untrusted (bridge-messages.ts).
 */
export interface BridgeConfig {
  prefix: string;
  selector: string;
  maxText: number;
  maxOuter: number;
  /** Path of an element to scroll into view once loaded (the one just edited). */
  revealPath: string | null;
  /**
   * A random token the bridge puts in every message it sends. The page's own scripts share
   * the window and can post anything, but can never read it: the bridge is the document's
   * first script (injectEditBridge), so no page script exists yet to watch it being parsed
   * (a MutationObserver did exactly that when the bridge sat at the end of the body:
   * tests/e2e/hostile-page.spec.ts); it takes its script element out of the document at once;
   * the token lives in its closure; and a window never sees what it posts to its parent.
   * Selections also need the preview to hold the focus, and open a form a person confirms.
   */
  nonce: string;
}

/**
 * The script's body. Written as a function so it is type-checked and linted, then shipped as
 * its source text: it must stay self-contained (no imports, nothing from the outer scope).
 */
function editBridge(config: BridgeConfig): void {
  const host = window.parent;
  if (!host || host === window) return;
  // Out of the document before any later script can read the token in it.
  document.currentScript?.remove();
  const doc = document;
  // The bridge runs before the body exists: what needs the page waits for it.
  const whenParsed = (work: () => void) => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', work, { once: true });
    else work();
  };
  let mode = 'off';
  let hovered: Element | null = null;
  let selected: Element | null = null;
  // Elements given a tabindex by us, so it can be taken off again and kept out of outerHTML.
  const tabbed = new Set<Element>();

  const makeBox = (colour: string, fill: string): HTMLDivElement => {
    const box = doc.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = `position:fixed;z-index:2147483647;pointer-events:none;display:none;box-sizing:border-box;border:2px solid ${colour};background:${fill};border-radius:3px;transition:all 60ms ease-out`;
    const label = doc.createElement('span');
    label.style.cssText = `position:absolute;left:-2px;bottom:100%;margin-bottom:2px;padding:1px 6px;font:600 11px/16px system-ui,sans-serif;color:#fff;background:${colour};border-radius:3px;white-space:nowrap`;
    box.appendChild(label);
    return box;
  };
  const hoverBox = makeBox('#2563eb', 'rgba(37,99,235,0.08)');
  const selectedBox = makeBox('#16a34a', 'rgba(22,163,74,0.10)');
  const style = doc.createElement('style');
  style.textContent = `${config.selector}{cursor:pointer}:is(${config.selector}):focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

  const isText = (el: Element): boolean => {
    // Not what assistive technology hides (decorative numbers, avatars...).
    if (!el.matches(config.selector) || el.closest('[aria-hidden="true"],[inert]')) return false;
    const text = el.textContent || '';
    return text.trim() !== '' && text.length <= config.maxText;
  };
  const textTarget = (node: EventTarget | null): Element | null => {
    let el: Element | null =
      node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
    while (el && el !== doc.body && el !== doc.documentElement) {
      if (el === hoverBox || el === selectedBox) return null;
      if (isText(el)) return el;
      el = el.parentElement;
    }
    return null;
  };
  const pathOf = (el: Element): string | null => {
    const steps: string[] = [];
    let current: Element = el;
    while (current !== doc.body) {
      const parent: Element | null = current.parentElement;
      if (!parent) return null;
      let index = 0;
      for (const sibling of Array.from(parent.children)) {
        if (sibling.localName === current.localName) index++;
        if (sibling === current) break;
      }
      steps.unshift(`${current.localName}:nth-of-type(${index})`);
      current = parent;
    }
    return `body>${steps.join('>')}`;
  };
  const cleanOuterHtml = (el: Element): string => {
    const copy = el.cloneNode(true) as Element;
    const originals = [el, ...Array.from(el.querySelectorAll('*'))];
    const copies = [copy, ...Array.from(copy.querySelectorAll('*'))];
    originals.forEach((original, i) => {
      if (tabbed.has(original)) copies[i]?.removeAttribute('tabindex');
    });
    return copy.outerHTML;
  };
  const place = (box: HTMLDivElement, el: Element | null) => {
    if (!el?.isConnected) {
      box.style.display = 'none';
      return;
    }
    const rect = el.getBoundingClientRect();
    box.style.display = 'block';
    box.style.left = `${rect.left - 3}px`;
    box.style.top = `${rect.top - 3}px`;
    box.style.width = `${rect.width + 6}px`;
    box.style.height = `${rect.height + 6}px`;
    const label = box.firstChild as HTMLElement;
    label.textContent =
      box === selectedBox ? `${el.localName} · selected` : `${el.localName} · click to edit`;
    // No room above the element: show the label inside it.
    label.style.bottom = rect.top < 22 ? 'auto' : '100%';
    label.style.top = rect.top < 22 ? '0' : 'auto';
  };
  const refresh = () => {
    place(hoverBox, mode === 'off' || hovered === selected ? null : hovered);
    place(selectedBox, mode === 'off' ? null : selected);
  };

  const setMode = (next: string) => {
    mode = next;
    selected = null;
    hovered = null;
    if (mode === 'off') {
      for (const el of tabbed) el.removeAttribute('tabindex');
      tabbed.clear();
      style.remove();
      hoverBox.remove();
      selectedBox.remove();
      return;
    }
    doc.head?.appendChild(style);
    doc.documentElement.appendChild(hoverBox);
    doc.documentElement.appendChild(selectedBox);
    // One Tab stop per text: links, buttons and fields are stops already, so neither they,
    // nor what holds one, nor what sits inside one gets another.
    const focusable = 'a[href],button,input,select,textarea,summary,[tabindex],[contenteditable]';
    for (const el of Array.from(doc.body.querySelectorAll(config.selector))) {
      const covered =
        el.matches(focusable) || el.querySelector(focusable) || el.parentElement?.closest(focusable);
      if (!covered && !tabbed.has(el) && isText(el)) {
        el.setAttribute('tabindex', '0');
        tabbed.add(el);
      }
    }
    refresh();
  };

  const select = (el: Element) => {
    const path = pathOf(el);
    const outerHTML = cleanOuterHtml(el);
    if (!path || outerHTML.length > config.maxOuter) return;
    selected = el;
    refresh();
    host.postMessage(
      {
        type: `${config.prefix}select`,
        nonce: config.nonce,
        tagName: el.localName,
        text: el.textContent || '',
        outerHTML,
        path,
      },
      '*',
    );
  };

  window.addEventListener('message', (event) => {
    if (event.source !== host) return;
    const data = event.data as { type?: unknown; mode?: unknown } | null;
    if (!data || typeof data !== 'object' || data.type !== `${config.prefix}mode`) return;
    const next = data.mode;
    if (next === 'off' || next === 'direct' || next === 'ai') whenParsed(() => setMode(next));
  });
  // Capture phase on the window: before the page's own handlers, links and forms.
  window.addEventListener(
    'click',
    (event) => {
      if (mode === 'off') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Only a person's click selects: the page's scripts can dispatch clicks of their own.
      if (!event.isTrusted) return;
      const el = textTarget(event.target);
      if (el) select(el);
    },
    true,
  );
  window.addEventListener(
    'keydown',
    (event) => {
      if (mode === 'off' || !event.isTrusted || (event.key !== 'Enter' && event.key !== ' ')) return;
      const el = doc.activeElement;
      if (!el || el === doc.body || !isText(el)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      select(el);
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      if (mode !== 'off') event.preventDefault();
    },
    true,
  );
  doc.addEventListener('mouseover', (event) => {
    if (mode === 'off') return;
    hovered = textTarget(event.target);
    refresh();
  });
  doc.addEventListener('mouseleave', () => {
    hovered = null;
    refresh();
  });
  doc.addEventListener('focusin', (event) => {
    if (mode === 'off') return;
    hovered = textTarget(event.target);
    refresh();
  });
  window.addEventListener('scroll', refresh, true);
  window.addEventListener('resize', refresh);

  whenParsed(() => {
    if (config.revealPath) {
      const target = doc.querySelector(config.revealPath);
      // The frame's own scroll only: scrollIntoView would also scroll the editor around it.
      if (target) {
        const box = target.getBoundingClientRect();
        const top = window.scrollY + box.top - (window.innerHeight - box.height) / 2;
        window.scrollTo({ top: Math.max(0, top), behavior: 'instant' as ScrollBehavior });
      }
    }
    host.postMessage({ type: `${config.prefix}ready`, nonce: config.nonce }, '*');
  });
}

const SELECTOR = TEXT_TAGS.join(',');

/** The `<script>` element to add to the preview copy. */
export function buildEditBridgeScript(options: { revealPath?: string | null; nonce?: string } = {}): string {
  const config: BridgeConfig = {
    prefix: EDIT_MESSAGE_PREFIX,
    selector: SELECTOR,
    maxText: MAX_ELEMENT_TEXT_CHARS,
    maxOuter: MAX_OUTER_HTML_CHARS,
    revealPath: options.revealPath ?? null,
    nonce: options.nonce ?? '',
  };
  // `<` is escaped so no value can close the script element early.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script data-pagecraft-edit-bridge>(${editBridge.toString()})(${json});</script>`;
}

/**
 * Leading white space (and a byte-order mark) and a doctype: the tokenizer ends a doctype at
 * its first `>` just as this pattern does. Comments are deliberately not skipped: `<!-->` and
 * friends close early in HTML, and a pattern that disagreed with the parser would put the
 * bridge after a page script.
 */
const DOCTYPE_PREFIX = /^[\uFEFF\s]*(?:<!doctype[^>]*>)?/i;

/**
 * The page with the bridge as its very first element: right after the doctype (so standards
 * mode is kept), before any of the page's own markup. The parser puts it into the head it
 * creates; the page's own <html> attributes still apply. Nothing of the page is changed.
 */
export function injectEditBridge(
  html: string,
  options: { revealPath?: string | null; nonce?: string } = {},
): string {
  const script = buildEditBridgeScript(options);
  const at = DOCTYPE_PREFIX.exec(html)?.[0].length ?? 0;
  return html.slice(0, at) + script + html.slice(at);
}
