import { parse, parseFragment, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import {
  HONEYPOT_FIELD,
  type LEAD_FIELD_NAMES,
  LEAD_FORM_ATTRIBUTE,
  SOURCE_FIELDS,
  type SourceField,
  STARTED_FIELD,
} from '../api/leads.ts';
import { isElement } from '../html-nodes.ts';
import { attr, type ExportedHtml, type FragmentWarning, walk } from './funnel-fragment.ts';
import { isWiredForm } from './lead-forms.ts';

/**
 * Lead capture at export: every lead form (see lead-forms.ts) posts to the page's capture URL.
 * The stored page stays unwired, so a rotated form key or a new thank-you message only needs a
 * fresh export. Wired forms work without JavaScript (a plain POST, which the server answers
 * with a redirect or a hosted thank-you page); the wiring script makes the same POST with
 * fetch and shows the thank-you message in the form's place.
 */

export interface LeadWiringOptions {
  /** Absolute: the snippet runs on the funnel builder's domain, not Pagecraft's. */
  captureUrl: string;
  thankYouMessage: string;
  thankYouUrl: string | null;
  /** A pasted GoHighLevel form or calendar: it takes the place of every wired form. */
  ghlEmbedCode: string | null;
}

/** A complete document (the script goes before `</body>`) or a snippet (it goes last). */
export type WiringTarget = 'document' | 'fragment';

export interface WiredPage extends ExportedHtml {
  /** Forms wired to the capture URL or replaced by the embed code. */
  wiredForms: number;
}

type Element = T.Element;
type ParentNode = T.ParentNode;
type ChildNode = T.ChildNode;
type LeadFieldName = (typeof LEAD_FIELD_NAMES)[number];

const REFERRER_FIELD: SourceField = 'referrer';
const PAGE_URL_FIELD: SourceField = 'page_url';
const UTM_PREFIX = 'utm_';
/** The utm_* source fields without their prefix, space-separated: fewer bytes in the script. */
const UTM_NAMES = SOURCE_FIELDS.filter((name) => name.startsWith(UTM_PREFIX))
  .map((name) => name.slice(UTM_PREFIX.length))
  .join(' ');
const FAILED_MESSAGE = 'Sorry, that did not go through. Please try again.';

/**
 * The wiring script: hand-minified ES2017 without dependencies, because it is pasted into
 * pages we do not control. Budget: at most 2 KB (UTF-8, `<script>` tags included) with a
 * realistic configuration; only an unusually long thank-you message or address goes over.
 *
 * - One capture-phase `submit` listener on document serves forms inserted later too (popups,
 *   templates, a builder that adds the snippet after load); a window flag per capture URL
 *   keeps a snippet pasted twice from sending every lead twice, and forms of another page's
 *   snippet (another capture URL) are left to that snippet's own listener.
 * - The action is read with getAttribute: a field named "action" would shadow `form.action`.
 * - The start time is set when the form is first seen or focused, never at submit (that would
 *   read as "filled in 0 ms", a bot); an empty one is accepted by the server, as it must be
 *   for visitors without JavaScript. Values the host page already put in fields are kept.
 * - A urlencoded body and an Accept header keep the request "simple": no CORS preflight.
 * - A network failure falls back to the plain POST (prototype.submit: no submit event, no
 *   loop); an answer the server did give (4xx, 5xx) is shown instead, so a refused lead is
 *   never sent twice.
 */
function wiringScriptBody(): string {
  const form = `form[${LEAD_FORM_ATTRIBUTE}]`;
  return (
    `(c=>{var w=window,d=document,l=location,u=c.u,k=w.__pcLeads=w.__pcLeads||{};if(k[u])return;k[u]=1;` +
    `var o=f=>f&&f.hasAttribute('${LEAD_FORM_ATTRIBUTE}')&&f.getAttribute('action')==u?f:0,` +
    `p=(f,n,v)=>{var i=f.querySelector('[name="'+n+'"]');if(i&&!i.value&&v)i.value=v},` +
    `F=(f,s)=>{var q=new URLSearchParams(l.search);s&&p(f,'${STARTED_FIELD}',Date.now()+'');` +
    `'${UTM_NAMES}'.split(' ').forEach(n=>p(f,'${UTM_PREFIX}'+n,q.get('${UTM_PREFIX}'+n)));` +
    `p(f,'${REFERRER_FIELD}',d.referrer);p(f,'${PAGE_URL_FIELD}',l.href.split('#')[0])},` +
    `b=(f,v)=>{f.pcBusy=v;f.querySelectorAll('button:not([type]),[type=submit],[type=image]').forEach(x=>x.disabled=v)};` +
    `d.querySelectorAll('${form}').forEach(f=>o(f)&&F(f,1));` +
    `d.addEventListener('focusin',e=>{var f=e.target.closest&&o(e.target.closest('form'));f&&F(f,1)},!0);` +
    `d.addEventListener('submit',async e=>{var f=o(e.target),r,j,m;if(!f)return;e.preventDefault();` +
    `if(f.pcBusy||!f.reportValidity())return;F(f);m=new URLSearchParams(new FormData(f,e.submitter));b(f,!0);` +
    `try{r=await fetch(u,{method:'POST',body:m,keepalive:!0,mode:'cors',credentials:'omit',headers:{Accept:'application/json'}})}` +
    `catch(x){return HTMLFormElement.prototype.submit.call(f)}try{j=await r.json()}catch(x){}j=j||{};` +
    `if(r.ok){j.ok||(j={message:c.m,redirectUrl:c.r});if(/^https?:/i.test(j.redirectUrl))return l.href=j.redirectUrl;` +
    `m=d.createElement('div');m.setAttribute('role','status');m.tabIndex=-1;m.className=f.className;` +
    `m.textContent=j.message||c.m;f.replaceWith(m);m.focus()}` +
    `else{m=f.pcAlert||(f.pcAlert=f.appendChild(d.createElement('p')));m.setAttribute('role','alert');` +
    `m.textContent=j.message||${JSON.stringify(FAILED_MESSAGE)};b(f,!1)}},!0)})`
  );
}

/**
 * The page's settings as a JS literal that cannot end the script element: `</` and `<!--`
 * are escaped (a message may contain them), and so are the line separators older engines
 * refuse inside string literals.
 */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/<\//g, '<\\/')
    .replace(/<!--/g, '<\\!--')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The complete `<script>` element for a page's settings. */
export function leadWiringScript(
  options: Pick<LeadWiringOptions, 'captureUrl' | 'thankYouMessage' | 'thankYouUrl'>,
) {
  const config = { u: options.captureUrl, m: options.thankYouMessage, r: options.thankYouUrl };
  return `<script>${wiringScriptBody()}(${scriptLiteral(config)});</script>`;
}

function setAttr(el: Element, name: string, value: string): void {
  const existing = el.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else el.attrs.push({ name, value });
}

const removeAttrs = (el: Element, names: ReadonlySet<string>) => {
  el.attrs = el.attrs.filter((a) => !names.has(a.name));
};

function replaceNode(node: ChildNode, replacements: ChildNode[]): void {
  const parent = node.parentNode;
  if (!parent) return;
  for (const replacement of replacements) replacement.parentNode = parent;
  parent.childNodes.splice(parent.childNodes.indexOf(node), 1, ...replacements);
}

function insertNodes(parent: ParentNode, index: number, nodes: ChildNode[]): void {
  for (const node of nodes) node.parentNode = parent;
  parent.childNodes.splice(index, 0, ...nodes);
}

/**
 * An element with a large negative `left` makes a right-to-left page scroll sideways (there,
 * overflow to the left is scrollable), so the honeypot moves off the other edge instead.
 */
function isRightToLeft(el: Element): boolean {
  for (let node: ParentNode | null = el; node && isElement(node); node = node.parentNode) {
    const dir = attr(node, 'dir')?.trim().toLowerCase();
    if (dir === 'rtl' || dir === 'ltr') return dir === 'rtl';
  }
  return false;
}

/** Autocomplete hints that say which contact field a control is. */
const AUTOCOMPLETE_FIELDS: Record<string, LeadFieldName> = {
  'given-name': 'first_name',
  'family-name': 'last_name',
  name: 'full_name',
  email: 'email',
  tel: 'phone',
};
/** Controls whose value is not the visitor's answer, or (radio) whose group cannot be guessed. */
const UNNAMED_KEPT = new Set(['submit', 'button', 'reset', 'image', 'file', 'hidden', 'radio']);

/**
 * A control without a name is left out of the submission, and models forget names often
 * enough (`<input type="email" id="email">`) that a lead would arrive empty. Such a control
 * gets the contact field its autocomplete hint or type implies, else its id, else a number.
 */
function nameForUnnamed(el: Element, type: string, taken: ReadonlySet<string>): string | null {
  if (!['input', 'select', 'textarea'].includes(el.tagName) || UNNAMED_KEPT.has(type)) return null;
  const hint = attr(el, 'autocomplete')?.trim().toLowerCase().split(/\s+/).pop() ?? '';
  const id = attr(el, 'id')?.trim();
  const base =
    AUTOCOMPLETE_FIELDS[hint] ??
    (type === 'email' ? 'email' : type === 'tel' ? 'phone' : el.tagName === 'textarea' ? 'message' : null) ??
    (id && /^[\w-]{1,60}$/.test(id) ? id : 'field');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return name;
}

/** Submit buttons that would send the plain POST elsewhere, or encoded as files. */
const SUBMITTER_OVERRIDES = new Set(['formaction', 'formmethod', 'formenctype']);

function wireForm(form: Element, captureUrl: string, warn: (warning: FragmentWarning) => void): void {
  setAttr(form, 'action', captureUrl);
  setAttr(form, 'method', 'post');
  setAttr(form, 'accept-charset', 'utf-8');
  if (attr(form, LEAD_FORM_ATTRIBUTE) === undefined)
    form.attrs.push({ name: LEAD_FORM_ATTRIBUTE, value: '' });
  // The endpoint reads text fields; multipart (or text/plain) would only carry files it refuses.
  const enctype = attr(form, 'enctype');
  if (enctype !== undefined && enctype.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    removeAttrs(form, new Set(['enctype']));
  }

  const controls = [...walk(form)];
  const names = new Set(controls.flatMap((el) => attr(el, 'name') ?? []));
  for (const el of controls) {
    if (el.tagName === 'button' || el.tagName === 'input') removeAttrs(el, SUBMITTER_OVERRIDES);
    const type = attr(el, 'type')?.trim().toLowerCase() ?? '';
    if (el.tagName === 'input' && type === 'file') {
      warn({
        code: 'file-upload',
        message: 'A form has a file upload field: lead capture takes text only, so the file is not sent.',
      });
    }
    const name = attr(el, 'name') === undefined ? nameForUnnamed(el, type, names) : null;
    if (name) {
      el.attrs.push({ name: 'name', value: name });
      names.add(name);
    }
  }

  const hidden = [STARTED_FIELD, ...SOURCE_FIELDS]
    .filter((name) => !names.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="">`)
    .join('');
  const honeypot = names.has(HONEYPOT_FIELD)
    ? ''
    : `<input type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off">`;
  if (!hidden && !honeypot) return;
  // One box, first in the form: styles such as `space-y-*` (`> :not(:last-child)`) keep their
  // last item, and the box is out of the flow, so grid and flex layouts do not see it.
  const side = isRightToLeft(form) ? 'right' : 'left';
  const box =
    `<div style="position:absolute;${side}:-10000px;top:auto;width:1px;height:1px;overflow:hidden" ` +
    `aria-hidden="true">${honeypot}${hidden}</div>`;
  insertNodes(form, 0, parseFragment(box).childNodes);
}

/**
 * The embed code's nodes for one replaced form. A script the page already got from an earlier
 * replacement (GoHighLevel's form_embed.js serves every frame) is left out.
 */
function embedNodes(embedCode: string, seenScripts: Set<string>): ChildNode[] {
  const fragment = parseFragment(embedCode);
  for (const script of [...walk(fragment)].filter((el) => el.tagName === 'script')) {
    const key = attr(script, 'src') ?? serialize(script);
    if (seenScripts.has(key)) replaceNode(script, []);
    else seenScripts.add(key);
  }
  return fragment.childNodes;
}

export function wireLeadForms(html: string, options: LeadWiringOptions, kind: WiringTarget): WiredPage {
  const root: ParentNode = kind === 'document' ? parse(html) : parseFragment(html);
  const forms = [...walk(root)].filter((el) => el.tagName === 'form' && isWiredForm(el.attrs));
  // Nothing to wire: the page goes out exactly as it came in.
  if (forms.length === 0) return { html, wiredForms: 0, warnings: [] };

  const warnings: FragmentWarning[] = [];
  const warn = (warning: FragmentWarning) => {
    if (!warnings.some((w) => w.message === warning.message)) warnings.push(warning);
  };
  const embedCode = options.ghlEmbedCode?.trim();
  const seenScripts = new Set<string>();
  for (const form of forms) {
    if (embedCode) replaceNode(form, embedNodes(embedCode, seenScripts));
    else wireForm(form, options.captureUrl, warn);
  }
  // The embed brings its own submission handling; the wiring script would find no form.
  if (embedCode) return { html: serialize(root), wiredForms: forms.length, warnings };

  const script = parseFragment(`${leadWiringScript(options)}\n`).childNodes;
  if (kind === 'fragment') {
    insertNodes(root, root.childNodes.length, script);
  } else {
    // parse5 builds a body for every document without a frameset (and a frameset has no forms).
    const htmlElement = root.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'html');
    const body = htmlElement?.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'body');
    const target = body ?? htmlElement ?? root;
    insertNodes(target, target.childNodes.length, script);
  }
  return { html: serialize(root), wiredForms: forms.length, warnings };
}
