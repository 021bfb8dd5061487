import type { IndustryProfile } from '../types.ts';
import { agency, consulting } from './business.ts';
import { general, nonprofit } from './community.ts';
import { ecommerce } from './ecommerce.ts';
import { events } from './events.ts';
import { clinic, dental } from './health.ts';
import { leadMagnet } from './lead-magnet.ts';
import { coaching, education } from './learning.ts';
import { creative, travel } from './lifestyle.ts';
import { homeServices, restaurant } from './local.ts';
import { finance, legal } from './professional.ts';
import { realEstate } from './real-estate.ts';
import { app, saas } from './tech.ts';
import { fitness, wellness } from './wellbeing.ts';

/** Order matters only for ties: more specific profiles come first. */
export const PROFILES: IndustryProfile[] = [
  dental,
  clinic,
  wellness,
  fitness,
  homeServices,
  restaurant,
  realEstate,
  legal,
  finance,
  coaching,
  events,
  education,
  travel,
  creative,
  ecommerce,
  app,
  agency,
  consulting,
  saas,
  nonprofit,
  leadMagnet,
  general,
];

export function profileById(id: string): IndustryProfile | undefined {
  return PROFILES.find((p) => p.id === id);
}
