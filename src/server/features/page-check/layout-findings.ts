import type { PageCheckFinding, PageCheckRule } from '../../../shared/api/page-check.ts';
import type { ElementRef, LayoutReport, TextFitIssue, ViewportLayout } from '../thumbnails/index.ts';
import { clip, listNames, plural, tally } from './document.ts';

/** The widths of the Chromium pass: a phone, a tablet, a small laptop (where navs crowd), a desktop. */
export const CHECK_WIDTHS = [375, 768, 900, 1440];
/** Rules the Chromium pass decides. */
export const LAYOUT_RULES: PageCheckRule[] = [
  'horizontal-overflow',
  'offscreen-content',
  'contrast',
  'tap-target',
  'text-cut',
];

const name = (ref: ElementRef) => (ref.text ? `${ref.element} "${clip(ref.text, 30)}"` : ref.element);
const widthList = (layouts: ViewportLayout[]) =>
  listNames(
    layouts.map((l) => `${l.width}`),
    3,
  );

/** The page is wider than the screen: everything else shifts and visitors scroll sideways. */
function overflow(report: LayoutReport): PageCheckFinding[] {
  const wide = report.viewports.filter((l) => l.scrollWidth > l.width + 1);
  if (wide.length === 0) return [];
  const first = wide[0]!;
  const culprit = first.widest ? ` ${name(first.widest)}, ${Math.round(first.widest.width)} px wide,` : '';
  return [
    {
      rule: 'horizontal-overflow',
      severity: 'error',
      message: `The page scrolls sideways at ${widthList(wide)} px:${culprit || ' some content'} sticks out of the screen`,
      detail: wide
        .map(
          (l) =>
            `${l.width} px: content is ${l.scrollWidth} px wide${l.widest ? ` (${name(l.widest)})` : ''}`,
        )
        .join('; '),
      fixPrompt: `Make the page fit screens ${first.width} px wide without scrolling sideways: at ${first.width} px the content is ${first.scrollWidth} px wide${first.widest ? `, caused by ${name(first.widest)} (${Math.round(first.widest.width)} px wide)` : ''}. Use max-width: 100%, flexible widths and wrapping on small screens; keep the desktop layout as it is.`,
    },
  ];
}

/** Text or images that no one can see: placed entirely left or right of the screen. */
function offscreen(report: LayoutReport): PageCheckFinding[] {
  const byElement = new Map<string, { ref: ElementRef; widths: number[] }>();
  for (const layout of report.viewports) {
    for (const box of layout.offscreen) {
      const key = name(box);
      const entry = byElement.get(key) ?? { ref: box, widths: [] };
      entry.widths.push(layout.width);
      byElement.set(key, entry);
    }
  }
  if (byElement.size === 0) return [];
  const entries = [...byElement.values()];
  const elements = entries.map((e) => name(e.ref));
  const { counted, names } = tally(elements, 'element is', 'elements are', 4);
  return [
    {
      rule: 'offscreen-content',
      severity: 'warning',
      message: `${counted} placed off-screen where no one can see ${entries.length === 1 ? 'it' : 'them'}: ${names}`,
      detail: entries.map((e) => `${name(e.ref)} at ${e.widths.join(', ')} px`).join('; '),
      fixPrompt: `Bring ${names} back into view: ${entries.length === 1 ? 'it is' : 'they are'} positioned entirely outside the screen (check position, left/right, negative margins and transforms), or remove ${entries.length === 1 ? 'it' : 'them'} if not needed.`,
    },
  ];
}

function contrast(report: LayoutReport): PageCheckFinding[] {
  const detail = report.viewports.find((l) => l.contrast !== null);
  if (!detail?.contrast) return [];
  const findings: PageCheckFinding[] = [];
  const describe = (issues: NonNullable<ViewportLayout['contrast']>) =>
    issues
      .map((i) => `${name(i)}: ${i.color} on ${i.background}, ${i.ratio}:1 (needs ${i.required}:1)`)
      .join('; ');
  // Under 3:1 fails even for large text: hard to read for almost anyone, in any light.
  const faint = detail.contrast.filter((i) => i.ratio < 3);
  const weak = detail.contrast.filter((i) => i.ratio >= 3);
  for (const [issues, severity] of [
    [faint, 'error'],
    [weak, 'warning'],
  ] as const) {
    if (issues.length === 0) continue;
    const count = issues.reduce((sum, i) => sum + i.count, 0);
    const names = listNames(issues.map(name), 3);
    const pairs = listNames(
      issues.map((i) => `${i.color} on ${i.background}`),
      3,
    );
    findings.push({
      rule: 'contrast',
      severity,
      message: `${plural(count, 'text has', 'texts have')} too little contrast with ${count === 1 ? 'its' : 'their'} background: ${names}`,
      detail: describe(issues),
      fixPrompt: `Raise the text contrast to at least 4.5:1 (3:1 for large text) for ${names}: the colours ${pairs} are too close. Darken the text or change its background, keeping the colour scheme.`,
    });
  }
  if (detail.textOverImages > 0) {
    findings.push({
      rule: 'contrast',
      severity: 'notice',
      message: `${plural(detail.textOverImages, 'text sits', 'texts sit')} on a background image or gradient; ${detail.textOverImages === 1 ? 'its' : 'their'} contrast was not measured`,
      fixPrompt:
        'Make sure text over background images and gradients stays readable everywhere on the image: add a dark or light overlay behind it or a solid background colour.',
    });
  }
  return findings;
}

function tapTargets(report: LayoutReport): PageCheckFinding[] {
  const detail = report.viewports.find((l) => l.tapTargets !== null);
  if (!detail?.tapTargets) return [];
  const size = (t: { width: number; height: number }) => `${Math.round(t.width)}x${Math.round(t.height)} px`;
  const tiny = detail.tapTargets.filter((t) => (t.width < 24 || t.height < 24) && !t.spaced);
  const small = detail.tapTargets.filter((t) => !tiny.includes(t));
  const findings: PageCheckFinding[] = [];
  const named = (t: (typeof tiny)[number]) => `${name(t)} (${size(t)})`;
  const targets = (list: typeof tiny) => tally(list.map(named), 'tap target is', 'tap targets are');
  if (tiny.length > 0) {
    const { counted, names } = targets(tiny);
    findings.push({
      rule: 'tap-target',
      severity: 'error',
      message: `${counted} smaller than 24x24 px and crowded at ${detail.width} px: ${names}`,
      fixPrompt: `Make ${names} at least 44x44 px on phones (padding or min-height/min-width), with space between neighbouring links and buttons.`,
    });
  }
  if (small.length > 0) {
    const { counted, names } = targets(small);
    findings.push({
      rule: 'tap-target',
      severity: 'warning',
      message: `${counted} smaller than 44x44 px at ${detail.width} px: ${names}`,
      fixPrompt: `Give ${names} a touch area of at least 44x44 px on small screens (padding or min-height), without changing the desktop look.`,
    });
  }
  return findings;
}

/**
 * Text that does not fit: cut anywhere (an ellipsis, or clipped by overflow: hidden), or a nav
 * link, button or the logo wrapping onto a second line ('Why / us'). One finding, each text
 * named once with the widths where it happens.
 */
function textCut(report: LayoutReport): PageCheckFinding[] {
  const byText = new Map<string, { issue: TextFitIssue; widths: number[] }>();
  for (const layout of report.viewports) {
    for (const issue of layout.textFit ?? []) {
      const key = `${issue.problem}|${issue.kind}|${issue.element}|${issue.text}`;
      const entry = byText.get(key) ?? { issue, widths: [] };
      // Named as it shows at the widest of its widths (most of a cut text is visible there).
      entry.issue = issue;
      entry.widths.push(layout.width);
      byText.set(key, entry);
    }
  }
  if (byText.size === 0) return [];
  const entries = [...byText.values()];
  const where = (i: TextFitIssue) => (i.kind === 'text' ? i.element : i.kind);
  const label = (i: TextFitIssue) =>
    `“${clip(i.shown, 40)}” (${where(i)}${i.problem === 'cut' && !i.shown.endsWith('…') ? ', cut' : ''})`;
  const problem = ({ issue, widths }: (typeof entries)[number]) =>
    `${where(issue)} “${clip(issue.text, 40)}” ${issue.problem === 'cut' ? 'is cut' : 'wraps onto a second line'} at ${widths.join(', ')} px`;
  const widths = [...new Set(entries.flatMap((e) => e.widths))].sort((a, b) => a - b);
  const named = entries.slice(0, 4).map((e) => label(e.issue));
  const more = entries.length > 4 ? ` and ${entries.length - 4} more` : '';
  return [
    {
      rule: 'text-cut',
      severity: 'warning',
      message: `Text cut or wrapped at ${listNames(widths.map(String), 3)} px: ${named.join(', ')}${more}`,
      detail: entries.map((e) => `${problem(e)} (${e.issue.element})`).join('; '),
      fixPrompt: `Make every nav link, button and the logo fit on one line, and never cut text, at every screen width from 320 to 1920 px: ${entries
        .slice(0, 6)
        .map(problem)
        .join(
          '; ',
        )}. Use white-space: nowrap on nav links and buttons; hide the nav links below the width where they no longer fit beside the logo (keep the main button); let the logo shrink (min-width: 0) with a smaller font size on small screens instead of an ellipsis; give text room, or let it wrap between words, instead of clipping it with overflow: hidden or text-overflow: ellipsis. Keep the desktop layout as it is.`,
    },
  ];
}

/** The Chromium pass's findings: sideways scrolling, off-screen content, contrast, tap targets, text that does not fit. */
export function layoutFindings(report: LayoutReport): PageCheckFinding[] {
  return [
    ...overflow(report),
    ...offscreen(report),
    ...contrast(report),
    ...tapTargets(report),
    ...textCut(report),
  ];
}
