import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { attr, type CheckDocument, clip, type El, type StaticRuleGroup, tally, textOf } from '../document.ts';

/**
 * An address as URL parsers read it: they drop ASCII tabs and newlines anywhere and C0
 * controls and spaces at both ends, so " JAVA\tSCRIPT:alert(1)" still runs script.
 */
export function normaliseUrl(url: string): string {
  const kept = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = kept.length;
  while (start < end && kept.charCodeAt(start) <= 0x20) start++;
  while (end > start && kept.charCodeAt(end - 1) <= 0x20) end--;
  return kept.slice(start, end);
}
export const isJavaScriptUrl = (url: string) => /^javascript:/i.test(normaliseUrl(url));

const linkName = (a: El) => {
  const text = textOf(a, 40) || attr(a, 'aria-label')?.trim() || attr(a, 'title')?.trim();
  return text ? `"${clip(text, 40)}"` : 'a link without text';
};

/**
 * Links must go somewhere: without href an <a> is not a link (no keyboard focus, no
 * middle-click), javascript: hrefs break when the platform strips or sandboxes scripts, and
 * href="#" jumps to the top (fine as a placeholder, worth a look before publishing). An <a>
 * with an id or name and no content is an anchor target, not a link.
 */
function linkHref(doc: CheckDocument): PageCheckFinding[] {
  const noHref: El[] = [];
  const script: El[] = [];
  const placeholder: El[] = [];
  for (const a of doc.byTag('a')) {
    const href = attr(a, 'href');
    if (href === undefined) {
      const target = (attr(a, 'id') ?? attr(a, 'name')) !== undefined && !textOf(a, 5);
      if (!target) noHref.push(a);
    } else if (isJavaScriptUrl(href)) script.push(a);
    else if (normaliseUrl(href) === '#' || normaliseUrl(href) === '') placeholder.push(a);
  }
  const findings: PageCheckFinding[] = [];
  if (script.length > 0) {
    const { counted, names } = tally(script.map(linkName), 'link uses', 'links use');
    findings.push({
      rule: 'link-href',
      severity: 'error',
      message: `${counted} a javascript: address: ${names}`,
      detail: clip(attr(script[0]!, 'href')!, 120),
      fixPrompt: `Replace the javascript: href of ${names} with a real destination (a section anchor like #pricing or a URL); if the link runs an action, make it a <button type="button"> with the handler instead.`,
    });
  }
  if (noHref.length > 0) {
    const { counted, names } = tally(noHref.map(linkName), 'link has', 'links have');
    findings.push({
      rule: 'link-href',
      severity: 'warning',
      message: `${counted} no href, so keyboards and screen readers skip ${noHref.length === 1 ? 'it' : 'them'}: ${names}`,
      fixPrompt: `Give ${names} an href (a section anchor like #contact or the real URL), or turn ${noHref.length === 1 ? 'it' : 'them'} into <button> elements if they only run a script.`,
    });
  }
  if (placeholder.length > 0) {
    const { counted, names } = tally(placeholder.map(linkName), 'link points', 'links point');
    findings.push({
      rule: 'link-href',
      severity: 'notice',
      message: `${counted} only to "#": ${names}`,
      fixPrompt: `Point ${names} at their real destination: the matching section's anchor (e.g. #pricing, #contact) or the URL of the page they stand for.`,
    });
  }
  return findings;
}

export const linkRules: StaticRuleGroup = { rules: ['link-href'], check: linkHref };
