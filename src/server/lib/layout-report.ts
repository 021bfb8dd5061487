/**
 * What inspect() measures of a rendered page at each width (the page check's Chromium pass):
 * plain data, produced inside the page by measure-layout.ts.
 */

export interface InspectOptions {
  /** Layout viewport widths in CSS pixels, measured in this order on one page. */
  widths: number[];
  /** Viewport height for every width. */
  height?: number;
  /** Contrast and tap targets are measured at this width only (default: the smallest). */
  detailWidth?: number;
  /** Ceiling for the whole inspection, scripted attempt and script-free fallback together. */
  timeoutMs?: number;
}

/** An element named for people: `div.hero-grid`, `a#buy`, with a little of its text. */
export interface ElementRef {
  element: string;
  text: string;
}

export interface LayoutBox extends ElementRef {
  left: number;
  right: number;
  width: number;
  height: number;
}

export interface ContrastIssue extends ElementRef {
  ratio: number;
  /** 4.5 for normal text, 3 for large (24 px, or 18.66 px bold). */
  required: number;
  color: string;
  background: string;
  fontSize: number;
  /** Text elements with this same colour pair and size class. */
  count: number;
}

export interface TapTarget extends ElementRef {
  width: number;
  height: number;
  /** WCAG 2.5.8's spacing exception: its 24 px circle touches no other target. */
  spaced: boolean;
}

/** Text that does not fit at one width (measure-text.ts): cut, or wrapped where it must not. */
export interface TextFitIssue extends ElementRef {
  /** What holds the text: cut text can be anywhere ('text'); wrapping is judged in the first three only. */
  kind: 'nav link' | 'button' | 'logo' | 'text';
  problem: 'cut' | 'wrapped';
  /** What a visitor reads: the text up to where it is cut ('Bright Smile De…'), or all of it. */
  shown: string;
}

export interface ViewportLayout {
  width: number;
  /** document scroll width; wider than `width` means the page scrolls sideways. */
  scrollWidth: number;
  /** The widest element sticking out of the viewport, when the page scrolls sideways. */
  widest: LayoutBox | null;
  /** Visible text or images entirely left or right of the viewport (outermost only). */
  offscreen: LayoutBox[];
  /** Only at the detail width: text below the WCAG AA ratio, grouped by colour pair. */
  contrast: ContrastIssue[] | null;
  /** Only at the detail width: text elements over a background image or gradient (not judged). */
  textOverImages: number;
  /** Only at the detail width: targets under 44x44 CSS px (inline links in text excepted). */
  tapTargets: TapTarget[] | null;
  /** Cut text anywhere, and wrapped nav links, buttons and logo (absent in reports made before it). */
  textFit?: TextFitIssue[];
}

export interface LayoutReport {
  viewports: ViewportLayout[];
  /** False when the page's scripts had to be turned off to measure it in time. */
  scripts: boolean;
}
