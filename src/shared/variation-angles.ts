/**
 * The angle each variation of a group takes, by index: both engines follow this list, the AI
 * path through its variation instruction (prompts/generate-prompt.ts) and the offline engine
 * through its copywriter (offline-composer/copywriter.ts), so variation N pitches the same way in both.
 *
 * Each variation pitches the same offer from its own angle, so a split test compares
 * messages, not near-copies; layout and palette differ as well.
 */
export const VARIATION_ANGLES = [
  {
    angle: 'offer-led',
    pitch: 'lead with the offer and its price or value',
    layout: 'a bold centred hero with a large headline',
  },
  {
    angle: 'pain-led',
    pitch: "open with the visitor's problem and its cost, then the solution",
    layout: 'a story-led layout: problem, solution, proof',
  },
  {
    angle: 'proof-led',
    pitch: 'lead with results and credibility (placeholders where the brief gave none)',
    layout: 'a split hero with copy on the left and the form on the right',
  },
  {
    angle: 'urgency-led',
    pitch: 'lead with why to act now (a deadline or limited places only if the brief gave one)',
    layout: 'a compact layout with the form high on the page',
  },
  {
    angle: 'outcome-led',
    pitch: 'lead with the life after the result',
    layout: 'a minimal, editorial layout with a dark accent section',
  },
] as const;

export type VariationAngle = (typeof VARIATION_ANGLES)[number]['angle'];

/** The angle of variation `index` (0-based); the list repeats past its end. */
export function variationAngle(index: number): VariationAngle {
  const i = Math.max(0, Math.floor(index)) % VARIATION_ANGLES.length;
  return VARIATION_ANGLES[i]!.angle;
}
