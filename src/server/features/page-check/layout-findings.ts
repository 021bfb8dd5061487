import type { PageCheckFinding, PageCheckRule } from '../../../shared/api/page-check.ts';
import type { ElementRef, LayoutReport, ViewportLayout } from '../thumbnails/index.ts';
import { clip, listNames, plural } from './document.ts';

/** The widths of the Chromium pass: a phone, a tablet, a laptop. */
export const CHECK_WIDTHS = [375, 768, 1440];
/** Rules the Chromium pass decides. */
export const LAYOUT_RULES: PageCheckRule[] = [
  'horizontal-overflow',
  'offscreen-content',
  'contrast',
  'tap-target',
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
  const names = listNames(
    entries.map((e) => name(e.ref)),
    4,
  );
  return [
    {
      rule: 'offscreen-content',
      severity: 'warning',
      message: `${plural(entries.length, 'element is', 'elements are')} placed off-screen where no one can see ${entries.length === 1 ? 'it' : 'them'}: ${names}`,
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
  if (tiny.length > 0) {
    const names = listNames(
      tiny.map((t) => `${name(t)} (${size(t)})`),
      3,
    );
    findings.push({
      rule: 'tap-target',
      severity: 'error',
      message: `${plural(tiny.length, 'tap target is', 'tap targets are')} smaller than 24x24 px and crowded at ${detail.width} px: ${names}`,
      fixPrompt: `Make ${names} at least 44x44 px on phones (padding or min-height/min-width), with space between neighbouring links and buttons.`,
    });
  }
  if (small.length > 0) {
    const names = listNames(
      small.map((t) => `${name(t)} (${size(t)})`),
      3,
    );
    findings.push({
      rule: 'tap-target',
      severity: 'warning',
      message: `${plural(small.length, 'tap target is', 'tap targets are')} smaller than 44x44 px at ${detail.width} px: ${names}`,
      fixPrompt: `Give ${names} a touch area of at least 44x44 px on small screens (padding or min-height), without changing the desktop look.`,
    });
  }
  return findings;
}

/** The Chromium pass's findings: sideways scrolling, off-screen content, contrast, tap targets. */
export function layoutFindings(report: LayoutReport): PageCheckFinding[] {
  return [...overflow(report), ...offscreen(report), ...contrast(report), ...tapTargets(report)];
}
