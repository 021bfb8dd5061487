/**
 * BRIEF CORPUS for the offline page engine (no AI key configured).
 *
 * Each entry is a brief as marketers actually write it, with the facts a page built from it
 * must carry. Built from any of these briefs, a page must:
 * - name the brief's business, service, city/area, offer and price, as written in the brief;
 * - carry no other niche's words (see NICHE_VOCABULARY; `allowOtherNicheWords` lists the ones
 *   a cross-niche brief legitimately uses itself, e.g. a marketing agency for dentists);
 * - invent no proof: no ratings, review counts, client counts, money figures or phone numbers
 *   the brief did not give.
 * Every `expect` string appears verbatim (case-insensitive) in its prompt; corpus.test.ts checks
 * that and the other data rules. A new niche gets at least two briefs here and its vocabulary.
 *
 * Keep the engine general: it must never be tuned to these exact strings (no special cases for
 * these names, cities or phrasings). Other, unseen briefs will be used to test it too.
 */
import type {
  COLOR_SCHEMES,
  INDUSTRIES,
  PRIMARY_GOALS,
  TARGET_AUDIENCES,
  TONES,
} from '../../src/shared/constants.ts';
import type { NicheId } from './niche-vocabulary.ts';

export type BriefSection =
  | 'gallery'
  | 'before-after'
  | 'pricing'
  | 'countdown'
  | 'faq'
  | 'team'
  | 'testimonials'
  | 'booking'
  | 'video';

/**
 * The generator's advanced options a marketer might set (docs/product.md, 'Generation options').
 */
export interface BriefOptions {
  industry?: (typeof INDUSTRIES)[number];
  targetAudience?: (typeof TARGET_AUDIENCES)[number];
  primaryGoal?: (typeof PRIMARY_GOALS)[number];
  colorScheme?: (typeof COLOR_SCHEMES)[number];
  tone?: (typeof TONES)[number];
}

/** Facts the page must show. Every string appears verbatim (case-insensitive) in the prompt. */
export interface BriefExpect {
  /** The business or product name; absent when the brief gives none. */
  name?: string;
  /** 1-3 words or phrases naming what is sold; each must appear on the page. */
  service: string[];
  /** City or area. */
  city?: string;
  offer?: string;
  price?: string[];
  /** A person named in the brief (owner, doctor, attorney, host). */
  person?: string;
  phone?: string;
  email?: string;
  date?: string;
  time?: string;
  /** Sections the brief asks for. */
  sections?: BriefSection[];
  /** Colour and tone words of the brief ('dark', 'bold', 'playful'). */
  tone?: string[];
}

export interface CorpusBrief {
  id: string;
  niche: NicheId;
  prompt: string;
  options?: BriefOptions;
  expect: BriefExpect;
  /** Other niches' vocabulary words this brief's own prompt uses legitimately. */
  allowOtherNicheWords?: string[];
}

export const BRIEF_CORPUS: CorpusBrief[] = [
  // ── dental ──
  {
    id: 'dental-free-whitening-consultation',
    niche: 'dental',
    prompt:
      'Landing page for Bright Harbor Dental in North Austin. Main offer: a free whitening consultation for new patients. Mention we also do Invisalign. Friendly, clean, lots of white space. Booking form and a short FAQ.',
    options: { industry: 'Healthcare', primaryGoal: 'Service Booking' },
    expect: {
      name: 'Bright Harbor Dental',
      service: ['whitening', 'Invisalign'],
      city: 'North Austin',
      offer: 'free whitening consultation',
      sections: ['booking', 'faq'],
      tone: ['friendly', 'clean'],
    },
  },
  {
    id: 'dental-implants-doctor',
    niche: 'dental',
    prompt:
      'Dr. Maria Lopez, DDS. Dental implants and same-day crowns in Tucson. I want people to call (520) 555-0183 or book online. Implant consult $99 (normally $250). Add a team section with me and my two hygienists.',
    expect: {
      service: ['Dental implants', 'same-day crowns'],
      city: 'Tucson',
      price: ['$99'],
      person: 'Dr. Maria Lopez',
      phone: '(520) 555-0183',
      sections: ['team', 'booking'],
    },
  },
  {
    id: 'dental-emergency-terse',
    niche: 'dental',
    prompt: 'emergency dentist page, same day appointments, Leeds',
    expect: { service: ['emergency dentist', 'same day appointments'], city: 'Leeds' },
  },

  // ── medical clinic / med spa ──
  {
    id: 'med-spa-botox-special',
    niche: 'medical-clinic',
    prompt:
      'Glow Aesthetics Med Spa in Scottsdale. Botox $11/unit special this month only, plus lip filler and IV therapy. Luxury feel, gold and black. Countdown to the end of the special and an FAQ about downtime.',
    options: { industry: 'Healthcare', tone: 'Luxurious' },
    expect: {
      name: 'Glow Aesthetics Med Spa',
      service: ['Botox', 'lip filler', 'IV therapy'],
      city: 'Scottsdale',
      price: ['$11/unit'],
      sections: ['countdown', 'faq'],
      tone: ['luxury', 'gold', 'black'],
    },
  },
  {
    id: 'urgent-care-walk-ins',
    niche: 'medical-clinic',
    prompt:
      'urgent care clinic, walk-ins welcome, open 7 days. Riverside Family Medicine in Columbus OH. We accept most insurance. Call 614-555-0129',
    expect: {
      name: 'Riverside Family Medicine',
      service: ['urgent care', 'walk-ins'],
      city: 'Columbus',
      phone: '614-555-0129',
    },
  },

  // ── chiropractic / physio ──
  {
    id: 'chiropractor-new-patient-special',
    niche: 'chiropractic-physio',
    prompt:
      'Page for Dr. Kevin Park, chiropractor in Boise. New patient special: exam, x-rays and first adjustment for $49. Speak to people with lower back pain and sciatica from desk jobs. Calm blue colours.',
    expect: {
      service: ['chiropractor', 'sciatica'],
      city: 'Boise',
      offer: 'exam, x-rays and first adjustment',
      price: ['$49'],
      person: 'Dr. Kevin Park',
      tone: ['calm', 'blue'],
    },
  },
  {
    id: 'physio-sports-injury-uk',
    niche: 'chiropractic-physio',
    prompt:
      'Physio clinic page for MoveWell Physiotherapy, Greater Manchester. Sports injuries and post-op rehab. Book an initial assessment for £45. Phone 0161 496 0732. FAQ and team section please.',
    expect: {
      name: 'MoveWell Physiotherapy',
      service: ['Sports injuries', 'rehab'],
      city: 'Greater Manchester',
      offer: 'initial assessment',
      price: ['£45'],
      phone: '0161 496 0732',
      sections: ['booking', 'faq', 'team'],
    },
  },

  // ── mental health / therapy ──
  {
    id: 'therapy-couples-online',
    niche: 'therapy',
    prompt:
      "I'm a licensed marriage and family therapist (Sarah Kim, LMFT) offering online couples therapy across California. Calm, warm page, soft greens, no stock-photo vibe. Free 15-minute consult call. Sliding scale from $90 a session.",
    expect: {
      service: ['couples therapy'],
      city: 'California',
      offer: 'Free 15-minute consult call',
      price: ['$90'],
      person: 'Sarah Kim',
      tone: ['calm', 'warm', 'soft greens'],
    },
  },
  {
    id: 'therapy-teen-counseling',
    niche: 'therapy',
    prompt:
      'Counseling practice for teens and young adults struggling with depression and school stress. Telehealth and in-person in Denver. Name: Open Door Counseling. Minimal design.',
    options: { targetAudience: 'Individuals/Consumers', tone: 'Minimalist' },
    expect: {
      name: 'Open Door Counseling',
      service: ['teens and young adults', 'Telehealth'],
      city: 'Denver',
      tone: ['minimal'],
    },
  },

  // ── fitness ──
  {
    id: 'gym-fat-loss-challenge',
    niche: 'fitness',
    prompt:
      'Iron Forge Gym - 6 week fat loss challenge, $149, starts Monday, June 2. Dark, bold, aggressive vibe. Countdown timer to the start date, before/after gallery of members, pricing.',
    options: { industry: 'Fitness/Wellness', primaryGoal: 'Drive Sign-ups' },
    expect: {
      name: 'Iron Forge Gym',
      service: ['fat loss challenge'],
      price: ['$149'],
      date: 'Monday, June 2',
      sections: ['countdown', 'before-after', 'gallery', 'pricing'],
      tone: ['dark', 'bold'],
    },
  },
  {
    id: 'personal-trainer-brighton',
    niche: 'fitness',
    prompt:
      "personal trainer in Brighton, name's Jake Morris. 1:1 personal training + online programs. first session free. want it energetic, orange",
    expect: {
      service: ['personal training', 'online programs'],
      city: 'Brighton',
      offer: 'first session free',
      person: 'Jake Morris',
      tone: ['energetic', 'orange'],
    },
  },

  // ── beauty salon / barber ──
  {
    id: 'hair-salon-balayage',
    niche: 'beauty-salon',
    prompt:
      'Velvet & Vine Hair Salon, Charlotte NC. We are balayage specialists. New client offer: 20% off your first color service. Luxury, soft pink and gold. Gallery of our work plus a book online button.',
    expect: {
      name: 'Velvet & Vine Hair Salon',
      service: ['balayage'],
      city: 'Charlotte',
      offer: '20% off your first color service',
      sections: ['gallery', 'booking'],
      tone: ['luxury', 'pink', 'gold'],
    },
  },
  {
    id: 'barbershop-no-name',
    niche: 'beauty-salon',
    prompt:
      'barbershop page. walk ins + appointments. cuts $35, beard trim $15, hot towel shave $40. old school, black and white. South Philly. call 215-555-0164',
    expect: {
      service: ['beard trim', 'hot towel shave'],
      city: 'South Philly',
      price: ['$35', '$15', '$40'],
      phone: '215-555-0164',
      tone: ['old school', 'black and white'],
    },
  },

  // ── restaurant / cafe ──
  {
    id: 'restaurant-weekend-brunch',
    niche: 'restaurant',
    prompt:
      'Casa Lumbre, wood-fired Mexican kitchen in San Antonio. Push our weekend brunch (Sat and Sun) and Taco Tuesday. Warm colours, terracotta. Reservations link and photos of the food.',
    options: { industry: 'Food & Beverage' },
    expect: {
      name: 'Casa Lumbre',
      service: ['brunch', 'Taco Tuesday'],
      city: 'San Antonio',
      sections: ['gallery', 'booking'],
      tone: ['warm', 'terracotta'],
    },
  },
  {
    id: 'coffee-shop-grand-opening',
    niche: 'restaurant',
    prompt:
      'coffee shop grand opening in Portland, ME on Saturday, April 5 at 8am - first 50 drinks free! cozy, friendly. we are called Tidewater Coffee',
    expect: {
      name: 'Tidewater Coffee',
      service: ['coffee shop', 'grand opening'],
      city: 'Portland',
      offer: 'first 50 drinks free',
      date: 'Saturday, April 5',
      time: '8am',
      tone: ['cozy', 'friendly'],
    },
  },
  {
    id: 'pizza-typos',
    niche: 'restaurant',
    prompt: 'need landing pg for my restarant, pizza place in Queens, lunch specails + order online',
    expect: { service: ['pizza'], city: 'Queens' },
  },

  // ── real estate: seller side ──
  {
    id: 'seller-home-valuation-realtor',
    niche: 'real-estate-seller',
    prompt:
      "Thinking of selling? Page for realtor Dana Whitfield with Lone Star Realty Group in Plano. Free home valuation with a 'what is my home worth' form. We list at 1.5% commission. Clean, navy and white.",
    options: { industry: 'Real Estate', primaryGoal: 'Generate Leads' },
    expect: {
      name: 'Lone Star Realty Group',
      service: ['home valuation'],
      city: 'Plano',
      offer: 'Free home valuation',
      person: 'Dana Whitfield',
      tone: ['clean', 'navy'],
    },
  },
  {
    id: 'seller-cash-buyer',
    niche: 'real-estate-seller',
    prompt:
      'sell your house fast for cash in Jacksonville. we buy houses as-is, no repairs, no agent fees. get a cash offer in 24 hours. phone 904-555-0191',
    expect: {
      service: ['cash offer'],
      city: 'Jacksonville',
      phone: '904-555-0191',
    },
  },

  // ── real estate: buyer side ──
  {
    id: 'buyer-first-time-raleigh',
    niche: 'real-estate-buyer',
    prompt:
      "First-time homebuyer page for Maple Key Realty in Raleigh. Help buyers browse homes for sale, download a free buyer's guide and get new listings by email every week. Friendly and approachable.",
    options: { industry: 'Real Estate', targetAudience: 'Individuals/Consumers' },
    expect: {
      name: 'Maple Key Realty',
      service: ['homes for sale', 'new listings'],
      city: 'Raleigh',
      offer: "free buyer's guide",
      tone: ['friendly'],
    },
  },
  {
    id: 'buyer-agent-relocation',
    niche: 'real-estate-buyer',
    prompt:
      "Relocating to Boise? I'm Tom Brandt, a buyer's agent. Condos and single-family homes; I set up showings and a custom home search for you. Text me at 208-555-0112.",
    expect: {
      service: ["buyer's agent", 'showings'],
      city: 'Boise',
      person: 'Tom Brandt',
      phone: '208-555-0112',
    },
  },

  // ── mortgage / finance ──
  {
    id: 'mortgage-refinance-rates',
    niche: 'mortgage',
    prompt:
      'Refinance landing page, rates just dropped. Bluebird Lending. Get your personalized rate quote in 2 minutes, no credit hit. Trustworthy blue. Include an FAQ about closing costs.',
    options: { industry: 'Financial Services', colorScheme: 'Blue & White (Trust)' },
    expect: {
      name: 'Bluebird Lending',
      service: ['Refinance', 'rate quote'],
      offer: 'personalized rate quote',
      sections: ['faq'],
      tone: ['trustworthy', 'blue'],
    },
  },
  {
    id: 'mortgage-fha-va-loan-officer',
    niche: 'mortgage',
    prompt:
      'FHA and VA loans for first-time buyers in Phoenix. loan officer Rachel Gomez, 3.5% down, pre-approval in 24 hrs. rachel@desertpinelending.com',
    expect: {
      service: ['FHA', 'VA loans', 'pre-approval'],
      city: 'Phoenix',
      person: 'Rachel Gomez',
      email: 'rachel@desertpinelending.com',
    },
  },

  // ── insurance ──
  {
    id: 'insurance-term-life-families',
    niche: 'insurance',
    prompt:
      'Life insurance for young families. Term life from $18/month, quote in 5 minutes, no medical exam. Agent: Marcus Reed, Reed Family Insurance, Atlanta. Reassuring tone.',
    options: { tone: 'Trustworthy' },
    expect: {
      name: 'Reed Family Insurance',
      service: ['Life insurance', 'Term life'],
      city: 'Atlanta',
      price: ['$18/month'],
      person: 'Marcus Reed',
      tone: ['reassuring'],
    },
  },
  {
    id: 'insurance-bundle-quotes',
    niche: 'insurance',
    prompt:
      'need a page for auto + home insurance bundle quotes. independent agency, we compare 20+ carriers. Tampa Bay area. orange and white, friendly',
    expect: {
      service: ['home insurance', 'bundle'],
      city: 'Tampa Bay',
      tone: ['orange', 'friendly'],
    },
  },

  // ── legal ──
  {
    id: 'legal-personal-injury-attorney',
    niche: 'legal',
    prompt:
      'Personal injury law firm, Carter & Associates, attorney James Carter. Car accidents, truck accidents, slip and fall. No fee unless we win. Free case review 24/7 at (713) 555-0148. Houston. Authoritative, dark navy and gold.',
    options: { industry: 'Professional Services', primaryGoal: 'Schedule Consultation' },
    expect: {
      name: 'Carter & Associates',
      service: ['Personal injury', 'truck accidents'],
      city: 'Houston',
      offer: 'Free case review',
      person: 'James Carter',
      phone: '(713) 555-0148',
      tone: ['authoritative', 'navy', 'gold'],
    },
  },
  {
    id: 'legal-estate-planning-flat-fee',
    niche: 'legal',
    prompt:
      'Estate planning page: wills, living trusts, power of attorney. Flat fee packages from $1,499. Attorney Linda Osei, serving Greater Boston. Simple and calm. Pricing table + FAQ.',
    expect: {
      service: ['Estate planning', 'living trusts'],
      city: 'Greater Boston',
      price: ['$1,499'],
      person: 'Linda Osei',
      sections: ['pricing', 'faq'],
      tone: ['simple', 'calm'],
    },
  },

  // ── accounting / tax ──
  {
    id: 'accounting-tax-prep-freelancers',
    niche: 'accounting',
    prompt:
      'Tax prep for freelancers and small biz. Ledgerly Tax & Bookkeeping, fully remote, US-wide. Individual returns from $199, monthly bookkeeping $300/mo. Deadline countdown to April 15. Friendly but professional.',
    options: { targetAudience: 'Freelancers' },
    expect: {
      name: 'Ledgerly Tax & Bookkeeping',
      service: ['Tax prep', 'bookkeeping'],
      price: ['$199', '$300/mo'],
      date: 'April 15',
      sections: ['countdown'],
      tone: ['friendly', 'professional'],
    },
  },
  {
    id: 'accounting-cpa-irs-help',
    niche: 'accounting',
    prompt:
      'Hollis CPA Group in Cincinnati. Year-round tax planning and IRS problem resolution for small business owners. Book a free 20-min call. email: info@holliscpa.com',
    options: { targetAudience: 'Small Business Owners', primaryGoal: 'Schedule Consultation' },
    expect: {
      name: 'Hollis CPA Group',
      service: ['tax planning', 'IRS problem resolution'],
      city: 'Cincinnati',
      offer: 'free 20-min call',
      email: 'info@holliscpa.com',
    },
  },

  // ── home services ──
  {
    id: 'roofing-storm-damage',
    niche: 'home-services',
    prompt:
      'Storm damage roof replacement for Peak Roofing Co, Oklahoma City. Free inspection, and we work with your insurance claim. Before/after gallery, financing available, call 405-555-0177.',
    expect: {
      name: 'Peak Roofing Co',
      service: ['roof replacement', 'Storm damage'],
      city: 'Oklahoma City',
      offer: 'Free inspection',
      phone: '405-555-0177',
      sections: ['before-after', 'gallery'],
    },
  },
  {
    id: 'plumber-emergency-no-name',
    niche: 'home-services',
    prompt:
      '24/7 emergency plumber for North Austin and Round Rock. Drain cleaning $89, water heater installs, leak repair. Red and white, urgent.',
    options: { colorScheme: 'Red & White (Urgency)', tone: 'Urgent' },
    expect: {
      service: ['emergency plumber', 'Drain cleaning', 'water heater'],
      city: 'North Austin',
      price: ['$89'],
      tone: ['red', 'urgent'],
    },
  },
  {
    id: 'hvac-tune-up-special',
    niche: 'home-services',
    prompt:
      'AC tune-up special $79 before summer hits! Frostline Heating & Air, Las Vegas. We also install furnaces and heat pumps. Countdown to the end of the special on May 31.',
    expect: {
      name: 'Frostline Heating & Air',
      service: ['AC tune-up', 'heat pumps'],
      city: 'Las Vegas',
      price: ['$79'],
      date: 'May 31',
      sections: ['countdown'],
    },
  },
  {
    id: 'house-cleaning-sheffield',
    niche: 'home-services',
    prompt:
      'house cleaning business, Sparkle Nest Cleaning. recurring weekly/fortnightly cleans and move-out deep cleans, from £120. serving Sheffield. playful, bright colours, lots of personality',
    expect: {
      name: 'Sparkle Nest Cleaning',
      service: ['house cleaning', 'move-out deep cleans'],
      city: 'Sheffield',
      price: ['£120'],
      tone: ['playful', 'bright'],
    },
  },
  {
    id: 'landscaping-lawn-care',
    niche: 'home-services',
    prompt:
      'Landscaping and lawn care in Naperville. Weekly mowing, spring cleanups, paver patios. Free estimate form. Earthy greens. Name: Greenline Outdoor.',
    expect: {
      name: 'Greenline Outdoor',
      service: ['lawn care', 'paver patios'],
      city: 'Naperville',
      offer: 'Free estimate',
      tone: ['earthy'],
    },
  },

  // ── automotive ──
  {
    id: 'mobile-car-detailing-phoenix',
    niche: 'automotive',
    prompt:
      'Mobile car detailing service in Phoenix. We come to you: interior/exterior detail, ceramic coating, pet hair removal. Need a before/after gallery, packages from $79, and a booking form. Dark with a bright accent.',
    options: { primaryGoal: 'Service Booking' },
    expect: {
      service: ['car detailing', 'ceramic coating'],
      city: 'Phoenix',
      price: ['$79'],
      sections: ['before-after', 'gallery', 'pricing', 'booking'],
      tone: ['dark'],
    },
  },
  {
    id: 'auto-repair-garage',
    niche: 'automotive',
    prompt:
      "Auto repair shop - Dave's Garage, Tulsa. ASE certified mechanics: brakes, oil change $39.99, check engine diagnostics. Call 918-555-0136.",
    expect: {
      name: "Dave's Garage",
      service: ['brakes', 'oil change'],
      city: 'Tulsa',
      price: ['$39.99'],
      phone: '918-555-0136',
    },
  },
  {
    id: 'dealership-year-end',
    niche: 'automotive',
    prompt:
      'Year-end sales event at Lakeside Motors in Madison, WI. 0% APR on select SUVs, book a test drive, countdown to Dec 31. Bold red.',
    options: { primaryGoal: 'Increase Sales', colorScheme: 'Red & White (Urgency)' },
    expect: {
      name: 'Lakeside Motors',
      service: ['test drive', 'SUVs'],
      city: 'Madison',
      offer: '0% APR',
      date: 'Dec 31',
      sections: ['countdown', 'booking'],
      tone: ['bold', 'red'],
    },
  },

  // ── B2B SaaS ──
  {
    id: 'saas-dark-bold-api-monitoring',
    niche: 'saas',
    prompt:
      'Landing page for Relaybase, an API monitoring tool for dev teams. Dark, bold, lots of contrast. 14-day free trial, then $49/month per workspace. Show integrations (Slack, PagerDuty, GitHub), a pricing table and an FAQ.',
    options: {
      industry: 'Technology/SaaS',
      targetAudience: 'IT Professionals',
      primaryGoal: 'Drive Sign-ups',
    },
    expect: {
      name: 'Relaybase',
      service: ['API monitoring'],
      offer: '14-day free trial',
      price: ['$49/month'],
      sections: ['pricing', 'faq'],
      tone: ['dark', 'bold'],
    },
  },
  {
    id: 'saas-field-service-scheduling',
    niche: 'saas',
    prompt:
      'B2B scheduling software for field service teams: dispatch, routing, invoicing in one place. Company is Crewline. Goal is demo bookings. Audience: ops managers at HVAC and plumbing companies.',
    options: { industry: 'Technology/SaaS', targetAudience: 'Small Business Owners' },
    expect: { name: 'Crewline', service: ['scheduling software', 'dispatch'], sections: ['booking'] },
    allowOtherNicheWords: ['hvac', 'plumbing'],
  },
  {
    id: 'saas-salon-booking-minimal',
    niche: 'saas',
    prompt:
      'Chairly: booking software for hair salon and barbershop owners. No-show protection, deposits, SMS reminders. $29/mo per chair. Minimal, clean, lots of white.',
    options: { tone: 'Minimalist' },
    expect: {
      name: 'Chairly',
      service: ['booking software', 'No-show protection'],
      price: ['$29/mo'],
      tone: ['minimal', 'clean'],
    },
    allowOtherNicheWords: ['hair salon', 'barbershop'],
  },

  // ── agency / marketing services ──
  {
    id: 'agency-dental-marketing',
    niche: 'agency',
    prompt:
      'We are Molar Media, a dental marketing agency. We run Google Ads and SEO for dental practices. Offer: free practice growth audit. Bold, modern.',
    options: { industry: 'Marketing Agency', targetAudience: 'Small Business Owners' },
    expect: {
      name: 'Molar Media',
      service: ['Google Ads', 'SEO'],
      offer: 'free practice growth audit',
      tone: ['bold', 'modern'],
    },
    allowOtherNicheWords: ['dental'],
  },
  {
    id: 'agency-social-media-bristol',
    niche: 'agency',
    prompt:
      'social media management for local businesses, £750/mo for 3 platforms. Brightline Social, Bristol. friendly + playful, pink. pricing packages section',
    expect: {
      name: 'Brightline Social',
      service: ['social media management'],
      city: 'Bristol',
      price: ['£750/mo'],
      sections: ['pricing'],
      tone: ['playful', 'pink'],
    },
  },

  // ── coaching / consulting ──
  {
    id: 'coaching-executive-first-managers',
    niche: 'coaching',
    prompt:
      "Executive coaching for first-time managers. I'm Priya Nair, ICF certified. 12-week program, $2,400 or 3 payments of $850. Book a discovery call. Minimal, elegant, black and white.",
    expect: {
      service: ['Executive coaching', 'first-time managers'],
      price: ['$2,400'],
      person: 'Priya Nair',
      sections: ['booking'],
      tone: ['minimal', 'elegant'],
    },
  },
  {
    id: 'coaching-business-coach-trainers',
    niche: 'coaching',
    prompt:
      'Business coach for personal trainers and gym owners who want to take their coaching online. Coach Ben Adeyemi. Free strategy call via an application form. Bold, energetic.',
    options: { targetAudience: 'Entrepreneurs', primaryGoal: 'Schedule Consultation' },
    expect: {
      service: ['Business coach'],
      offer: 'Free strategy call',
      person: 'Ben Adeyemi',
      tone: ['bold', 'energetic'],
    },
    allowOtherNicheWords: ['personal trainer', 'gym'],
  },
  {
    id: 'consulting-operations-midwest',
    niche: 'coaching',
    prompt:
      'Operations consulting firm for manufacturers across the Midwest. Northbeam Advisory. Lean, supply chain, cost reduction. Request a consultation. Professional, gray and blue.',
    options: { industry: 'Professional Services', colorScheme: 'Gray & Blue (Professional)' },
    expect: {
      name: 'Northbeam Advisory',
      service: ['supply chain', 'cost reduction'],
      city: 'Midwest',
      tone: ['professional', 'gray'],
    },
  },

  // ── online course / education ──
  {
    id: 'course-watercolor-beginners',
    niche: 'online-course',
    prompt:
      "Online course 'Watercolor for Absolute Beginners' by Emma Hart. 8 modules, lifetime access, $97 launch price (normally $147). Playful, pastel. Show the curriculum, an FAQ and the 30-day money-back guarantee.",
    options: { industry: 'Education', primaryGoal: 'Increase Sales' },
    expect: {
      service: ['Watercolor for Absolute Beginners'],
      price: ['$97'],
      person: 'Emma Hart',
      sections: ['faq'],
      tone: ['playful', 'pastel'],
    },
  },
  {
    id: 'course-excel-power-bi',
    niche: 'online-course',
    prompt:
      'self-paced Excel + Power BI course for finance pros, CertifyPath Academy. $249 one-time or $29/month. enroll now button, certificate on completion. blue',
    expect: {
      name: 'CertifyPath Academy',
      service: ['Power BI', 'Excel'],
      price: ['$249', '$29/month'],
      tone: ['blue'],
    },
  },

  // ── events / webinar / conference ──
  {
    id: 'webinar-real-estate-agents',
    niche: 'events',
    prompt:
      "Free webinar for real estate agents: 'How to Win More Listings in a Slow Market'. Thursday, March 12 at 7pm ET. Hosted by broker and trainer Angela Ruiz. Registration form, countdown, what-you'll-learn bullets.",
    options: { targetAudience: 'Real Estate Agents', primaryGoal: 'Promote Event' },
    expect: {
      service: ['webinar', 'real estate agents'],
      person: 'Angela Ruiz',
      date: 'Thursday, March 12',
      time: '7pm ET',
      sections: ['countdown'],
    },
  },
  {
    id: 'conference-growthops-chicago',
    niche: 'events',
    prompt:
      'GrowthOps Summit 2025, Chicago, Oct 14-15. 30+ speakers, early bird tickets $299 until Aug 1. Need agenda, speakers, sponsors, venue. Dark purple, futuristic.',
    options: { industry: 'Entertainment', primaryGoal: 'Promote Event' },
    expect: {
      name: 'GrowthOps Summit',
      service: ['early bird tickets'],
      city: 'Chicago',
      price: ['$299'],
      date: 'Oct 14-15',
      tone: ['dark', 'purple', 'futuristic'],
    },
  },
  {
    id: 'workshop-pottery-evening',
    niche: 'events',
    prompt:
      'Beginner pottery night at Kiln & Co studio, Asheville. Friday, May 9, 6:30pm. $65 per person, clay and glazing included, 12 seats only. Warm, earthy, handmade feel. Save your seat form.',
    expect: {
      name: 'Kiln & Co',
      service: ['pottery night'],
      city: 'Asheville',
      price: ['$65'],
      date: 'Friday, May 9',
      time: '6:30pm',
      tone: ['warm', 'earthy'],
    },
  },

  // ── e-commerce / product launch ──
  {
    id: 'ecommerce-bottle-preorder',
    niche: 'ecommerce',
    prompt:
      'Product launch for our new insulated water bottle, the Trailmate 32oz. Pre-order now at $34, ships in March, free shipping over $50. Countdown to launch day. Outdoorsy, earthy greens and orange.',
    options: { industry: 'E-commerce', primaryGoal: 'Product Launch' },
    expect: {
      name: 'Trailmate',
      service: ['insulated water bottle'],
      price: ['$34'],
      sections: ['countdown'],
      tone: ['earthy', 'orange'],
    },
  },
  {
    id: 'ecommerce-skincare-serum',
    niche: 'ecommerce',
    prompt:
      'skincare brand Dewdrop Botanicals - hero product is our vitamin C serum, $42. clean, minimal, soft beige. shop now button + FAQ about ingredients',
    expect: {
      name: 'Dewdrop Botanicals',
      service: ['vitamin C serum'],
      price: ['$42'],
      sections: ['faq'],
      tone: ['minimal', 'beige'],
    },
  },

  // ── non-profit / donation ──
  {
    id: 'nonprofit-food-bank',
    niche: 'nonprofit',
    prompt:
      'Donation page for Harbor Light Food Bank in Baltimore. Every $25 provides 50 meals. Monthly giving option and a volunteer signup too. Warm and hopeful.',
    options: { industry: 'Non-profit' },
    expect: {
      name: 'Harbor Light Food Bank',
      service: ['Monthly giving', 'volunteer'],
      city: 'Baltimore',
      price: ['$25'],
      tone: ['warm', 'hopeful'],
    },
  },
  {
    id: 'nonprofit-animal-rescue-year-end',
    niche: 'nonprofit',
    prompt:
      'year-end fundraiser for a small animal rescue, Second Chance Paws. goal is $40,000 by December 31. progress bar, countdown, big donate button. playful but heartfelt',
    options: { industry: 'Non-profit' },
    expect: {
      name: 'Second Chance Paws',
      service: ['animal rescue'],
      date: 'December 31',
      sections: ['countdown'],
      tone: ['playful', 'heartfelt'],
    },
  },

  // ── travel / hospitality ──
  {
    id: 'travel-boutique-hotel-savannah',
    niche: 'travel',
    prompt:
      'Boutique hotel in Savannah: The Magnolia House. Spring getaway package, 2 nights + breakfast + late check-out, from $389. Elegant southern charm, sage green and cream. Gallery of rooms and a book direct button.',
    options: { industry: 'Travel & Tourism', tone: 'Luxurious' },
    expect: {
      name: 'Magnolia House',
      service: ['Spring getaway package'],
      city: 'Savannah',
      price: ['$389'],
      sections: ['gallery', 'booking'],
      tone: ['elegant', 'sage green'],
    },
  },
  {
    id: 'travel-iceland-small-group',
    niche: 'travel',
    prompt:
      'Aurora Trail Tours: small-group guided tours of Iceland, 8 days, from $3,295 per person. Northern lights and glacier hikes. Adventurous, bold, dark blue. Itinerary section and FAQ. Departures in September and October.',
    expect: {
      name: 'Aurora Trail Tours',
      service: ['guided tours', 'Northern lights'],
      price: ['$3,295'],
      sections: ['faq'],
      tone: ['bold', 'dark blue'],
    },
  },

  // ── pet services ──
  {
    id: 'pet-grooming-daycare',
    niche: 'pet-services',
    prompt:
      'Happy Tails Dog Spa in Austin: dog grooming and doggy daycare. Full groom from $65, daycare $38/day. Playful, bright yellow. Gallery of pups and a booking form. Call 512-555-0190.',
    expect: {
      name: 'Happy Tails Dog Spa',
      service: ['dog grooming', 'doggy daycare'],
      city: 'Austin',
      price: ['$65', '$38/day'],
      phone: '512-555-0190',
      sections: ['gallery', 'booking'],
      tone: ['playful', 'yellow'],
    },
  },
  {
    id: 'pet-sitting-solo',
    niche: 'pet-services',
    prompt:
      "dog walking & pet sitting, just me - I'm Chloe Bennett, insured and pet first aid certified, serving East Nashville. 30 min walk $22. friendly, simple",
    expect: {
      service: ['dog walking', 'pet sitting'],
      city: 'East Nashville',
      price: ['$22'],
      person: 'Chloe Bennett',
      tone: ['friendly', 'simple'],
    },
  },

  // ── wedding / photography ──
  {
    id: 'wedding-photographer-napa',
    niche: 'wedding-photography',
    prompt:
      'Wedding photographer Lily Chen, based in Napa Valley. Packages from $3,200, engagement session included. Romantic, airy, lots of whitespace, muted gold. Portfolio gallery, pricing, FAQ and an inquiry form. lily@lilychenphoto.com',
    options: { primaryGoal: 'Generate Leads', tone: 'Luxurious' },
    expect: {
      service: ['Wedding photographer', 'engagement session'],
      city: 'Napa Valley',
      price: ['$3,200'],
      person: 'Lily Chen',
      email: 'lily@lilychenphoto.com',
      sections: ['gallery', 'pricing', 'faq'],
      tone: ['romantic', 'airy'],
    },
  },
  {
    id: 'headshot-mini-sessions',
    niche: 'wedding-photography',
    prompt:
      'headshots for professionals: mini sessions $150 on Saturday, May 17 in downtown Denver. studio is North Light Studio. clean & minimal',
    expect: {
      name: 'North Light Studio',
      service: ['headshots', 'mini sessions'],
      city: 'Denver',
      price: ['$150'],
      date: 'Saturday, May 17',
      tone: ['clean', 'minimal'],
    },
  },

  // ── kids' camps ──
  {
    id: 'kids-summer-camp-stem',
    niche: 'kids-camp',
    prompt:
      'Summer camp page for Cedar Hollow Day Camp in Asheville. STEM and outdoor adventure weeks for ages 7-12, June 16 to August 8. $345 per week, sibling discount. Friendly, bright and playful. Show our team of camp counselors, a weekly schedule and an FAQ for parents. Call (828) 555-0147.',
    options: { targetAudience: 'Individuals/Consumers', tone: 'Playful' },
    expect: {
      name: 'Cedar Hollow Day Camp',
      service: ['STEM', 'outdoor adventure'],
      city: 'Asheville',
      price: ['$345'],
      phone: '(828) 555-0147',
      date: 'June 16',
      sections: ['team', 'faq'],
      tone: ['friendly', 'playful'],
    },
  },
  {
    id: 'kids-day-camp-terse',
    niche: 'kids-camp',
    prompt: 'day camp for kids 5-11, arts and swimming, Bristol, early bird £150 a week until 30 April',
    expect: {
      service: ['arts', 'swimming'],
      city: 'Bristol',
      price: ['£150'],
      date: '30 April',
    },
  },
];
