import type { PageCheckFinding } from '../../../../shared/api/page-check.ts';
import { attr, type CheckDocument, type StaticRuleGroup } from '../document.ts';

const VIEWPORT_TAG = '<meta name="viewport" content="width=device-width, initial-scale=1">';
/** Search engines show about this much of a description; shorter ones are often replaced. */
const DESCRIPTION_MIN = 50;
const DESCRIPTION_MAX = 160;

function metaContent(doc: CheckDocument, name: string): string | undefined {
  const meta = doc.byTag('meta').find((el) => attr(el, 'name')?.trim().toLowerCase() === name);
  return meta ? (attr(meta, 'content') ?? '') : undefined;
}

function viewport(doc: CheckDocument): PageCheckFinding[] {
  const content = metaContent(doc, 'viewport');
  if (content === undefined) {
    return [
      {
        rule: 'viewport',
        severity: 'error',
        message: 'The page has no viewport meta tag, so phones show it zoomed out like a desktop page',
        fixPrompt: `Add ${VIEWPORT_TAG} to the <head> of the page.`,
      },
    ];
  }
  const settings = new Map(
    content
      .toLowerCase()
      .split(/[,;]/)
      .map((part) => part.split('=').map((s) => s.trim()) as [string, string | undefined]),
  );
  if (settings.get('width') !== 'device-width') {
    return [
      {
        rule: 'viewport',
        severity: 'error',
        message: 'The viewport meta tag does not set width=device-width',
        detail: `content="${content}"`,
        fixPrompt: `Change the viewport meta tag to ${VIEWPORT_TAG} so the page fits phone screens.`,
      },
    ];
  }
  const maxScale = Number(settings.get('maximum-scale'));
  if (settings.get('user-scalable') === 'no' || settings.get('user-scalable') === '0' || maxScale < 2) {
    return [
      {
        rule: 'viewport',
        severity: 'warning',
        message: 'The viewport meta tag stops visitors from zooming in',
        detail: `content="${content}"`,
        fixPrompt: `Change the viewport meta tag to ${VIEWPORT_TAG}, without user-scalable=no or maximum-scale, so visitors can zoom.`,
      },
    ];
  }
  return [];
}

function title(doc: CheckDocument): PageCheckFinding[] {
  const element = doc.byTag('title')[0];
  const text = element
    ? element.childNodes
        .map((n) => ('value' in n ? n.value : ''))
        .join('')
        .trim()
    : '';
  if (text) return [];
  return [
    {
      rule: 'title',
      severity: 'error',
      message: element ? 'The page title is empty' : 'The page has no <title>',
      fixPrompt:
        'Add a short, descriptive <title> to the <head> that names the offer and the business (under 60 characters).',
    },
  ];
}

function description(doc: CheckDocument): PageCheckFinding[] {
  const content = metaContent(doc, 'description')?.replace(/\s+/g, ' ').trim();
  if (!content) {
    return [
      {
        rule: 'meta-description',
        severity: 'warning',
        message: 'The page has no meta description for search results and link previews',
        fixPrompt: `Add <meta name="description" content="..."> to the <head>: one sentence of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters that sums up the offer.`,
      },
    ];
  }
  if (content.length >= DESCRIPTION_MIN && content.length <= DESCRIPTION_MAX) return [];
  const short = content.length < DESCRIPTION_MIN;
  return [
    {
      rule: 'meta-description',
      severity: 'notice',
      message: `The meta description is ${content.length} characters long (${DESCRIPTION_MIN}-${DESCRIPTION_MAX} reads best)`,
      detail: content.length > 200 ? `${content.slice(0, 199)}…` : content,
      fixPrompt: short
        ? `Make the meta description longer (${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters): say what the offer is and who it is for.`
        : `Shorten the meta description to at most ${DESCRIPTION_MAX} characters, keeping the main benefit first.`,
    },
  ];
}

/** The <head> essentials: viewport, title, meta description. */
export const headRules: StaticRuleGroup = {
  rules: ['viewport', 'title', 'meta-description'],
  check: (doc) => [...viewport(doc), ...title(doc), ...description(doc)],
};
