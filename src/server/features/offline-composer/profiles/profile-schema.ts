import { z } from 'zod';
import { SCHEMES } from '../schemes.ts';
import { GOAL_KINDS, ICON_NAMES, type IndustryProfile, VISUAL_KINDS } from '../types.ts';

const text = z.string().trim().min(1);
const icon = z.enum(ICON_NAMES);
const goal = z.enum(GOAL_KINDS);

/**
 * What a business profile (profiles/data/<id>.json) must hold: the copy, icons and defaults the
 * composer writes a niche's page from (see IndustryProfile in ../types.ts for each field's
 * meaning). Profiles are data, so a new niche is a new JSON file; this schema catches a typo'd
 * icon, goal or colour scheme when the composer loads, not when a page comes out wrong.
 */
export const industryProfileSchema = z.strictObject({
  /** What the profile is for, for whoever edits it; never shown on a page. */
  about: z.string().optional(),
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  label: text,
  /** Empty for the profile chosen when no other fits. */
  keywords: z
    .string()
    .regex(/^(?:[^,:]+:-?\d+(?:, [^,:]+:-?\d+)*)?$/, 'keywords are "phrase:weight, word:weight"'),
  industryOptions: z.array(text).optional(),
  brand: text,
  scheme: z.string().refine((key) => key in SCHEMES, 'scheme must be a key of SCHEMES (schemes.ts)'),
  visual: z.enum(VISUAL_KINDS),
  icon,
  goal,
  customers: text,
  service: text,
  services: z.array(text).min(3).max(5),
  serviceCard: text,
  outcome: text,
  headline: text,
  sub: text,
  eyebrow: text,
  offer: text,
  benefits: z.array(z.tuple([icon, text, text])).min(3),
  steps: z.array(z.tuple([text, text])).min(3),
  faq: z.array(z.tuple([text, text])).min(3),
  figures: z.array(text),
  plans: z.array(z.strictObject({ name: text, period: z.string(), features: z.array(text).min(1) })),
  ctas: z.partialRecord(goal, text).optional(),
  local: z.boolean().optional(),
});

/** A profile's JSON checked against the schema; the error names the file's profile. */
export function parseProfile(json: unknown): IndustryProfile {
  const result = industryProfileSchema.safeParse(json);
  if (result.success) {
    const { about: _about, ...profile } = result.data;
    return profile;
  }
  const id = typeof json === 'object' && json && 'id' in json ? String(json.id) : 'unknown';
  throw new Error(`Business profile '${id}' is invalid: ${z.prettifyError(result.error)}`);
}
