import type { IndustryProfile } from '../types.ts';
import accounting from './data/accounting.json' with { type: 'json' };
import agency from './data/agency.json' with { type: 'json' };
import app from './data/app.json' with { type: 'json' };
import automotive from './data/automotive.json' with { type: 'json' };
import beauty from './data/beauty.json' with { type: 'json' };
import chiropractic from './data/chiropractic.json' with { type: 'json' };
import clinic from './data/clinic.json' with { type: 'json' };
import coaching from './data/coaching.json' with { type: 'json' };
import consulting from './data/consulting.json' with { type: 'json' };
import creative from './data/creative.json' with { type: 'json' };
import dental from './data/dental.json' with { type: 'json' };
import ecommerce from './data/ecommerce.json' with { type: 'json' };
import education from './data/education.json' with { type: 'json' };
import events from './data/events.json' with { type: 'json' };
import finance from './data/finance.json' with { type: 'json' };
import fitness from './data/fitness.json' with { type: 'json' };
import general from './data/general.json' with { type: 'json' };
import homeServices from './data/home-services.json' with { type: 'json' };
import insurance from './data/insurance.json' with { type: 'json' };
import leadMagnet from './data/lead-magnet.json' with { type: 'json' };
import legal from './data/legal.json' with { type: 'json' };
import mortgage from './data/mortgage.json' with { type: 'json' };
import nonprofit from './data/nonprofit.json' with { type: 'json' };
import pet from './data/pet.json' with { type: 'json' };
import photography from './data/photography.json' with { type: 'json' };
import realEstate from './data/real-estate.json' with { type: 'json' };
import realEstateBuyer from './data/real-estate-buyer.json' with { type: 'json' };
import restaurant from './data/restaurant.json' with { type: 'json' };
import saas from './data/saas.json' with { type: 'json' };
import therapy from './data/therapy.json' with { type: 'json' };
import travel from './data/travel.json' with { type: 'json' };
import wellness from './data/wellness.json' with { type: 'json' };
import { parseProfile } from './profile-schema.ts';

/**
 * The business profiles the composer writes from, one JSON file each in data/ (checked by
 * profile-schema.ts as they load). Order matters only for ties: more specific profiles come first.
 */
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
].map(parseProfile);

export function profileById(id: string): IndustryProfile | undefined {
  return PROFILES.find((p) => p.id === id);
}
