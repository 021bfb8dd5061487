import type { IndustryProfile } from '../types.ts';
import { automotive } from './automotive.ts';
import { beauty } from './beauty.ts';
import { agency, consulting } from './business.ts';
import { chiropractic, therapy } from './care.ts';
import { general, nonprofit } from './community.ts';
import { ecommerce } from './ecommerce.ts';
import { events } from './events.ts';
import { clinic, dental } from './health.ts';
import { leadMagnet } from './lead-magnet.ts';
import { coaching, education } from './learning.ts';
import { creative, photography, travel } from './lifestyle.ts';
import { homeServices, restaurant } from './local.ts';
import { accounting, insurance, mortgage } from './money.ts';
import { pet } from './pets.ts';
import { finance, legal } from './professional.ts';
import { realEstate, realEstateBuyer } from './real-estate.ts';
import { app, saas } from './tech.ts';
import { fitness, wellness } from './wellbeing.ts';

/** Order matters only for ties: more specific profiles come first. */
export const PROFILES: IndustryProfile[] = [
  dental,
  clinic,
  chiropractic,
  therapy,
  wellness,
  fitness,
  beauty,
  homeServices,
  automotive,
  pet,
  restaurant,
  realEstate,
  realEstateBuyer,
  legal,
  mortgage,
  insurance,
  accounting,
  finance,
  coaching,
  events,
  education,
  travel,
  photography,
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
