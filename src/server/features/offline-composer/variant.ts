import type { CardStyle, FontStyle, HeroLayout, Variant } from './sections/context.ts';
import type { Brief } from './types.ts';

const HEROES: HeroLayout[] = ['split', 'centered', 'bold', 'reverse', 'minimal'];
const CARDS: CardStyle[] = ['elevated', 'outline', 'tinted', 'accent', 'elevated'];
const RADII = [16, 12, 20, 8, 24];

/** Layout knobs for variation N; the tone can still force a typeface. */
export function makeVariant(brief: Brief, index: number): Variant {
  const i = Math.max(0, Math.floor(index)) % 5;
  let font: FontStyle = i === 4 ? 'serif' : 'sans';
  if (brief.tone === 'luxurious' || brief.profile.id === 'creative' || brief.schemeKey === 'black')
    font = 'serif';
  if (brief.tone === 'playful') font = 'rounded';
  return {
    index: Math.max(0, Math.floor(index)),
    hero: HEROES[i]!,
    cards: CARDS[i]!,
    radius: RADII[i]!,
    font,
  };
}
