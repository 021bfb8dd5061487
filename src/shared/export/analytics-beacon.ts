import { type AnalyticsChannel, UTM_FIELDS } from '../api/analytics.ts';

/**
 * The analytics beacon (docs/product.md, 'Page statistics'): a view when the page loads and a
 * form start at the first input in a form, sent to `/e/{capture key}`. Cookieless: it reads
 * and writes no cookie and no storage; the server counts visitors by a hash that changes daily.
 *
 * Hand-minified ES2017 without dependencies, pasted into pages we do not control.
 * Budget: 1.5 KB gzip with its configuration (tested).
 * - navigator.webdriver (an automated browser) sends nothing; the server filters the rest of
 *   the bots by their user agent.
 * - sendBeacon with a string body is a "simple" text/plain request: no CORS preflight, and it
 *   survives the page being closed; fetch with keepalive where sendBeacon is missing or
 *   refuses (its queue is full).
 * - A window flag per events URL keeps a snippet pasted twice from counting every view twice.
 * - The referrer's host only (never its path), and none for a link within the same site.
 */
function beaconScriptBody(): string {
  const utm = UTM_FIELDS.join(' ');
  return (
    `(c=>{var w=window,n=navigator,d=document,u=c.u,a=w.__pcStats=w.__pcStats||{},r='',q;` +
    `if(n.webdriver||a[u])return;a[u]=1;` +
    `try{r=new URL(d.referrer).host;r==location.host&&(r='')}catch(e){}` +
    `q=new URLSearchParams(location.search);` +
    `var s=k=>{var b=JSON.stringify({k:k,c:c.c,r:r,u:'${utm}'.split(' ').map(x=>q.get(x))});` +
    `try{if(n.sendBeacon&&n.sendBeacon(u,b))return}catch(e){}` +
    `fetch(u,{method:'POST',body:b,keepalive:!0,mode:'cors',credentials:'omit'}).catch(()=>{})},` +
    `i=e=>{e.target.closest&&e.target.closest('form')&&(d.removeEventListener('input',i,!0),s('s'))};` +
    `d.addEventListener('input',i,!0);s('v')})`
  );
}

export interface BeaconOptions {
  /** Absolute `{origin}/e/{capture key}`: the page may live on another domain. */
  eventsUrl: string;
  channel: AnalyticsChannel;
}

/** The complete `<script>` element. The URL is JSON with `</` escaped: it cannot end the element. */
export function analyticsBeaconScript(options: BeaconOptions): string {
  const config = JSON.stringify({ u: options.eventsUrl, c: options.channel }).replace(/<\//g, '<\\/');
  return `<script>${beaconScriptBody()}(${config});</script>`;
}

/** `{origin}/e/{key}`: where a page's beacon reports. */
export const eventsUrlFor = (origin: string, formKey: string) => `${origin}/e/${encodeURIComponent(formKey)}`;

/**
 * The beacon placed in a complete document (before `</body>`, else at the end) or a snippet
 * (at the end). Once: a page that already carries this events URL's beacon is left alone.
 */
export function addAnalyticsBeacon(html: string, options: BeaconOptions): string {
  const script = analyticsBeaconScript(options);
  if (html.includes(JSON.stringify(options.eventsUrl).replace(/<\//g, '<\\/'))) return html;
  const close = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  if (close === -1) return `${html}\n${script}\n`;
  return `${html.slice(0, close)}${script}\n${html.slice(close)}`;
}
