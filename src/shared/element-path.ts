/**
 * Which elements click-to-edit offers, and the one path grammar that names them.
 *
 * A path walks from <body> down by tag name and position among same-tag siblings, e.g.
 * `body>section:nth-of-type(2)>h2:nth-of-type(1)`. The frame computes it from the live page,
 * the app (direct text edits) and the server (AI element edits) resolve it in the saved HTML;
 * it is checked against this strict grammar first because the page's own scripts can post
 * anything.
 */

/** Elements whose text a person would call "a text on the page". */
export const TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'a',
  'button',
  'li',
  'span',
  'label',
  'blockquote',
  'figcaption',
  'td',
  'th',
  'dt',
  'dd',
  'small',
  'strong',
  'em',
  'b',
  'i',
  'summary',
  'caption',
  'legend',
  'cite',
  'q',
  'time',
  'mark',
] as const;

export const MAX_PATH_CHARS = 2000;
export const MAX_PATH_DEPTH = 64;
const MAX_SIBLING_INDEX = 9999;

// A lower-case HTML or custom-element name: `h2`, `section`, `my-card`.
const STEP = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)*):nth-of-type\(([1-9][0-9]{0,3})\)$/;

export interface PathStep {
  tag: string;
  /** 1-based position among the parent's children with the same tag. */
  index: number;
}

/** The steps below <body>, or null when the text is not a well-formed path. */
export function parseElementPath(path: string): PathStep[] | null {
  if (typeof path !== 'string' || path.length > MAX_PATH_CHARS) return null;
  const [root, ...rest] = path.split('>');
  if (root !== 'body' || rest.length === 0 || rest.length > MAX_PATH_DEPTH) return null;
  const steps: PathStep[] = [];
  for (const raw of rest) {
    const match = STEP.exec(raw);
    if (!match) return null;
    const index = Number(match[2]);
    if (index > MAX_SIBLING_INDEX) return null;
    steps.push({ tag: match[1]!, index });
  }
  return steps;
}
