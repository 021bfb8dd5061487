import { hasTopbar } from '../plan.ts';
import type { Ctx } from './context.ts';

/**
 * Where the hero's buttons land on a common phone (375 x 667 px), reckoned from the hero's text
 * before it is laid out: lines of each block at that width (characters per line of the widest
 * common system font, so the reckoning errs late) times its line height, plus the fixed parts
 * above (announcement bar, header, the hero's padding). A hero whose buttons would fall out of
 * the first screen puts them straight under the headline on phones (styles: .pc-actions--lead).
 */

/** Characters per line and line height (px) of each hero block at 375 px. */
const EYEBROW = { chars: 30, line: 20, extra: 28 };
const HEADLINE = { chars: 18, line: 35, extra: 16 };
const SUB = { chars: 37, line: 26.4, extra: 24 };
const PRICES = { chars: 37, line: 28, extra: 16 };
/** The announcement bar (two lines on a phone), the header and the hero's top padding. */
const TOPBAR_PX = 68;
const ABOVE_HERO_PX = 65 + 32;
/** The first screen, less a button's height and a margin for the reckoning's error. */
const FIRST_SCREEN_PX = 667 - 56 - 48;

function lines(text: string, chars: number): number {
  // Whole words per line: a word never splits, so a line holds up to `chars`.
  let count = 0;
  let used = chars;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (used + 1 + word.length > chars) {
      count += 1;
      used = word.length;
    } else used += 1 + word.length;
  }
  return count;
}

function height(text: string, block: { chars: number; line: number; extra: number }): number {
  const n = lines(text, block.chars);
  return n ? n * block.line + block.extra : 0;
}

export interface HeroText {
  eyebrow: string;
  headline: string;
  sub: string;
  /** The price line's text ('' when the hero shows none). */
  prices: string;
}

/** Whether the hero's buttons, after its text, would start below the first screen on a phone. */
export function actionsBelowFirstScreen(ctx: Ctx, text: HeroText): boolean {
  const top =
    (hasTopbar(ctx.brief) ? TOPBAR_PX : 0) +
    ABOVE_HERO_PX +
    height(text.eyebrow, EYEBROW) +
    height(text.headline, HEADLINE) +
    height(text.sub, SUB) +
    height(text.prices, PRICES);
  return top > FIRST_SCREEN_PX;
}
