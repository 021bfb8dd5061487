import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { tokenize, unquotedUrlValue } from '../../../../shared/export/css-syntax.ts';
import { isWiredForm } from '../../../../shared/export/lead-forms.ts';
import { mapSrcset } from '../../../../shared/export/urls.ts';
import {
  attr,
  type CheckDocument,
  type El,
  fileName,
  listNames,
  type StaticRuleGroup,
  tally,
} from '../document.ts';
import { normaliseUrl } from './links.ts';

/** Attributes holding one address, and whether a missing file there breaks how the page looks. */
const URL_ATTRIBUTES: Record<string, 'resource' | 'link'> = {
  src: 'resource',
  poster: 'resource',
  data: 'resource',
  background: 'resource',
  href: 'link',
  action: 'link',
  formaction: 'link',
  'xlink:href': 'link',
};
/** <link rel> values that load something the page needs. */
const LOADED_LINKS = /\b(stylesheet|icon|preload|modulepreload|manifest)\b/i;

/**
 * A pasted page lives on someone else's server, so an address relative to where it was
 * written ("images/hero.jpg", "./style.css", "/about") or on the author's disk
 * ("file:///C:/...", "C:\\...") points nowhere. Addresses with a scheme (https:, data:,
 * mailto:, tel:, ...), protocol-relative ones (//cdn...) and in-page anchors (#top) are fine.
 */
export function isLocalReference(url: string): boolean {
  const trimmed = normaliseUrl(url);
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) return false;
  if (/^file:/i.test(trimmed) || /^[a-z]:[\\/]/i.test(trimmed) || trimmed.startsWith('\\')) return true;
  return !/^[a-z][a-z\d+.-]*:/i.test(trimmed);
}

/** Addresses in CSS: url(...) in either form, and @import "..." strings. */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  const tokens = tokenize(css);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'url') urls.push(unquotedUrlValue(token));
    else if (token.type === 'function' && token.text.toLowerCase() === 'url(') {
      const next = tokens.slice(i + 1).find((t) => t.type !== 'ws');
      if (next?.type === 'string') urls.push(next.text.slice(1, -1));
    } else if (token.type === 'at' && token.text.toLowerCase() === '@import') {
      const next = tokens.slice(i + 1).find((t) => t.type !== 'ws');
      if (next?.type === 'string') urls.push(next.text.slice(1, -1));
    }
  }
  return urls;
}

function references(doc: CheckDocument): { url: string; kind: 'resource' | 'link' }[] {
  const found: { url: string; kind: 'resource' | 'link' }[] = [];
  for (const el of doc.elements) {
    for (const { name, value } of el.attrs) {
      const kind = URL_ATTRIBUTES[name];
      // A form the export wires gets the capture address there: its own action is replaced.
      if (name === 'action' && el.tagName === 'form' && isWiredForm(el.attrs)) continue;
      if (kind) {
        const loaded = el.tagName === 'link' && name === 'href' && LOADED_LINKS.test(attr(el, 'rel') ?? '');
        found.push({ url: value, kind: loaded ? 'resource' : kind });
      } else if (name === 'srcset' || name === 'imagesrcset') {
        mapSrcset(value, (url) => {
          found.push({ url, kind: 'resource' });
          return url;
        });
      } else if (name === 'style') {
        for (const url of cssUrls(value)) found.push({ url, kind: 'resource' });
      }
    }
    if (el.tagName === 'style') {
      for (const url of cssUrls(styleText(el))) found.push({ url, kind: 'resource' });
    }
  }
  return found;
}

const styleText = (el: El) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

function localReference(doc: CheckDocument): PageCheckFinding[] {
  const local = references(doc).filter((ref) => isLocalReference(ref.url));
  const findings: PageCheckFinding[] = [];
  for (const kind of ['resource', 'link'] as const) {
    const urls = [...new Set(local.filter((ref) => ref.kind === kind).map((ref) => ref.url.trim()))];
    if (urls.length === 0) continue;
    const [one, many] = kind === 'resource' ? ['file is', 'files are'] : ['link points', 'links point'];
    const { counted, names } = tally(urls.map(fileName), one, many, 4);
    findings.push(
      kind === 'resource'
        ? {
            rule: 'local-reference',
            severity: 'error',
            message: `${counted} referenced by a local path and will not load once the page is pasted: ${names}`,
            detail: listNames(urls, 4),
            fixPrompt: `Replace the local file references ${listNames(urls, 6)} with full https:// URLs (or inline the images as data: URLs, or use CSS instead), because the page will be pasted onto another site where those paths do not exist.`,
          }
        : {
            rule: 'local-reference',
            severity: 'warning',
            message: `${counted} to a relative address that will not exist where the page is pasted: ${names}`,
            detail: listNames(urls, 4),
            fixPrompt: `Change the relative link addresses ${listNames(urls, 6)} to full https:// URLs or to anchors of sections on this page (e.g. #pricing).`,
          },
    );
  }
  return findings;
}

const TAILWIND_CDN = /(^|\.)cdn\.tailwindcss\.com$/i;

/**
 * Scripts from other hosts: the page breaks when that host is slow, down or blocked by the
 * funnel platform, and the host sees every visitor. The Tailwind Play CDN also compiles CSS
 * in each visitor's browser (it says itself it is not for production).
 */
function externalScript(doc: CheckDocument): PageCheckFinding[] {
  const hosts = new Set<string>();
  for (const script of doc.byTag('script')) {
    const src = normaliseUrl(attr(script, 'src') ?? '');
    if (!/^(https?:)?\/\//i.test(src)) continue;
    try {
      hosts.add(new URL(src, 'https://page.invalid/').hostname);
    } catch {
      // Unparseable: the browser cannot load it either; nothing external to report.
    }
  }
  if (hosts.size === 0) return [];
  const list = [...hosts];
  const tailwind = list.some((host) => TAILWIND_CDN.test(host));
  const { counted, names } = tally(list, 'other host', 'other hosts', 4);
  return [
    {
      rule: 'external-script',
      severity: 'warning',
      message: `The page loads scripts from ${counted}: ${names}`,
      fixPrompt: tailwind
        ? `Remove the Tailwind CDN script (cdn.tailwindcss.com) and write the styles the page uses as plain CSS in a <style> block${
            list.length > 1
              ? `; also replace the scripts from ${listNames(
                  list.filter((h) => !TAILWIND_CDN.test(h)),
                  4,
                )} with inline code where possible`
              : ''
          }.`
        : `Replace the scripts loaded from ${names} with small inline scripts (or remove them if the page works without), so the page does not depend on other hosts.`,
    },
  ];
}

export const referenceRules: StaticRuleGroup = {
  rules: ['local-reference', 'external-script'],
  check: (doc) => [...localReference(doc), ...externalScript(doc)],
};
