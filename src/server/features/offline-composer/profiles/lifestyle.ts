import type { IndustryProfile } from '../types.ts';

/** Hotels, tour operators and travel planners. */
export const travel: IndustryProfile = {
  id: 'travel',
  label: 'travel company',
  keywords:
    'travel:5, travel agency:6, tour:3, guided tour:5, tour operator:5, vacation:4, holiday:3, trip:3, resort:4, hotel:4, boutique hotel:5, bed and breakfast:5, b&b:4, inn:2, lodge:3, villa:3, cruise:4, safari:5, honeymoon:4, getaway:4, itinerary:4, sightseeing:4, excursion:4, destination:2, adventure:2',
  industryOptions: ['Travel & Tourism'],
  brand: 'Wanderlust Travel Co.',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'plane',
  goal: 'leads',
  customers: 'guests',
  service: 'trips and stays',
  services: ['Tailor-made trips', 'Guided tours', 'Places to stay', 'Group travel'],
  serviceCard: 'Thoughtfully planned {service}, with every detail explained before you book.',
  outcome: 'time away that feels effortless from start to finish',
  headline: 'Travel made personal: {service}, planned around you',
  sub: 'Tell {brand} how you like to travel and we’ll shape {service} around your pace, your interests and your budget, with real people to talk to along the way.',
  eyebrow: 'Travel planned around you',
  offer: 'trip plan',
  benefits: [
    [
      'globe',
      'Planned around you',
      'Your pace, your interests and your budget shape every part of your {service}.',
    ],
    ['chat', 'Honest advice', 'Ask us anything as you plan and you’ll get straight, honest answers.'],
    [
      'star',
      'Thoughtful details',
      'The small touches that turn a good trip into one you’ll talk about for years.',
    ],
    ['scale', 'Clear pricing', 'You see what’s included and what isn’t before you commit.'],
    ['heart', 'Time that matters', 'Celebrations, family trips or a break just for you, planned with care.'],
  ],
  steps: [
    ['Tell us your plans', 'Where, when, who’s coming and what you love doing.'],
    ['Get your options', 'A clear plan showing what’s included, so you can choose with confidence.'],
    ['Go and enjoy it', 'Everything is arranged before you leave, so you can simply enjoy the time away.'],
  ],
  faq: [
    [
      'Can you tailor the plans to us?',
      'Tell us what matters to you and we’ll be honest about what we can shape around it, from {service} to the smallest details.',
    ],
    [
      'What’s included in the price?',
      'Every quote lists exactly what’s included and what isn’t, so there are no surprises later.',
    ],
    [
      'Can I travel with a group or family?',
      'Tell us who’s coming and we’ll suggest options that work for everyone.',
    ],
    [
      'What if my plans change?',
      'Get in touch as soon as you know. We’ll explain your options and the booking terms that apply.',
    ],
  ],
  figures: ['guests welcomed', 'trips planned', 'destinations', 'average review score'],
  plans: [
    {
      name: 'Essentials',
      period: ' per person',
      features: ['The core trip or stay', 'Hand-picked places to stay', 'Clear travel details'],
    },
    {
      name: 'Signature',
      period: ' per person',
      features: ['Everything in Essentials', 'Guided experiences', 'Extra comforts along the way'],
    },
    {
      name: 'Private',
      period: ' per person',
      features: ['Everything in Signature', 'A private, flexible plan', 'Special touches for the occasion'],
    },
  ],
  ctas: {
    leads: 'Plan my trip',
    booking: 'Check availability',
    sales: 'Book now',
    consultation: 'Talk to a travel planner',
  },
};

/** Designers, illustrators, artists and creative studios; no niche's own words. */
export const creative: IndustryProfile = {
  id: 'creative',
  label: 'creative studio',
  keywords:
    'graphic design:5, graphic designer:5, designer:4, design studio:5, illustration:5, illustrator:5, artist:4, artwork:3, art:2, mural:5, logo design:4, brand identity:4, branding:2, portfolio:3, commission:3, animation:4, motion design:4, video production:4, ceramics:3, printmaking:4, creative:3, studio:1',
  brand: 'Paper Kite Studio',
  scheme: 'purple',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'leads',
  customers: 'clients',
  service: 'creative work',
  services: ['Brand identity', 'Illustration', 'Commissioned work', 'Print design'],
  serviceCard: 'Thoughtful {service}, shaped around your ideas and refined with you until it feels right.',
  outcome: 'work that looks and feels unmistakably yours',
  headline: 'Original {service} that feels unmistakably yours',
  sub: '{brand} listens first, then creates {service} with care, sharing ideas early and refining them with you until every detail feels right.',
  eyebrow: 'Original work, made with care',
  offer: 'intro call',
  benefits: [
    ['sparkles', 'Original ideas', 'Every piece starts from your story and your goals, not a template.'],
    ['chat', 'A real collaboration', 'You see ideas early, and your feedback shapes every round.'],
    [
      'target',
      'Made for its purpose',
      'We design with the end use in mind, so your {service} works where it matters.',
    ],
    ['clock', 'Clear timelines', 'You know what happens when, and what we need from you at each stage.'],
    [
      'check',
      'Files ready to use',
      'Final work delivered in the formats you need, ready to print, share or hang.',
    ],
  ],
  steps: [
    ['Share your idea', 'Tell us what you have in mind, who it’s for and when you need it.'],
    ['Shape it together', 'We share early ideas, listen to your feedback and refine the direction.'],
    ['Receive the finished work', 'Final pieces delivered ready to use, print or display.'],
  ],
  faq: [
    [
      'How does a project start?',
      'With a short conversation about your idea, your audience and your timing. We then suggest an approach for your {service} and send a clear quote.',
    ],
    [
      'How many rounds of changes are included?',
      'That’s agreed up front in your quote, so you always know where you stand.',
    ],
    [
      'Who owns the finished work?',
      'Usage rights are set out clearly before work begins, so you know exactly how you can use the result.',
    ],
    [
      'How much does it cost?',
      'It depends on the scope. Tell us what you need and we’ll send a clear quote for {service}.',
    ],
  ],
  figures: ['projects completed', 'clients worked with', 'years in practice'],
  plans: [
    {
      name: 'Starter',
      period: '',
      features: ['A focused brief', 'Initial concepts', 'Final files'],
    },
    {
      name: 'Project',
      period: '',
      features: [
        'Everything in Starter',
        'More concepts and rounds of refinement',
        'Guidance on using the work',
      ],
    },
    {
      name: 'Ongoing',
      period: ' per month',
      features: ['Regular creative support', 'A consistent look across everything', 'Time set aside for you'],
    },
  ],
  ctas: {
    booking: 'Book an intro call',
    consultation: 'Book an intro call',
    leads: 'Start a project',
    traffic: 'See the work',
    sales: 'Commission a piece',
  },
};

/** Wedding, engagement, portrait and headshot photographers. */
export const photography: IndustryProfile = {
  id: 'photography',
  label: 'photography business',
  keywords:
    'wedding photographer:6, photographer:5, photography:5, wedding photos:5, photo:2, engagement:3, elopement:5, headshot:5, portrait:4, photo shoot:5, photoshoot:5, mini session:5, family photos:4, newborn:3, bride:3, wedding:2, videographer:3',
  brand: 'Golden Hour Photography',
  scheme: 'black',
  visual: 'spotlight',
  icon: 'camera',
  goal: 'leads',
  customers: 'clients',
  service: 'photography',
  services: ['Weddings', 'Engagement sessions', 'Portraits', 'Headshots'],
  serviceCard: 'Relaxed, natural {service}, with gentle direction so you never feel posed.',
  outcome: 'photographs that feel like you',
  headline: 'Photographs that feel like you: {service} {near}',
  sub: 'Be yourself in front of the camera. Gentle direction, an eye for real moments and carefully edited images: that’s how {brand} approaches {service}.',
  eyebrow: 'Relaxed, natural photography',
  offer: 'planning call',
  benefits: [
    [
      'camera',
      'Relaxed and natural',
      'Gentle direction that puts you at ease, so the photographs look like you on a good day.',
    ],
    ['heart', 'Real moments', 'An eye for the in-between moments, not only the posed ones.'],
    ['sparkles', 'Careful editing', 'Every image edited with care for a consistent, natural look.'],
    [
      'calendar',
      'Planning made easy',
      'Help with timings, locations and what to wear, so everything runs smoothly.',
    ],
    ['gift', 'Images to keep', 'Your finished photographs, ready to share, print and keep.'],
  ],
  steps: [
    ['Check the date', 'Tell us your date, the location and what you have in mind.'],
    ['Plan together', 'A relaxed conversation to shape the session around you.'],
    ['Receive your photographs', 'Carefully edited images, ready to share, print and keep.'],
  ],
  faq: [
    [
      'How far ahead should we book?',
      'As soon as you have a date, as popular dates go first. Ask us about yours.',
    ],
    [
      'How many photographs will we receive?',
      'It depends on the length of the session and what happens on the day. We give you a realistic idea when we plan your {service}.',
    ],
    [
      'Do you travel?',
      'Tell us where you are and we’ll confirm whether we can be there and any travel costs.',
    ],
    [
      'What should we wear?',
      'Something comfortable that feels like you. We share simple tips when we plan the session.',
    ],
    [
      'How do we secure our date?',
      'We explain the booking terms when we confirm your {service}, so you know exactly what’s needed.',
    ],
  ],
  figures: ['sessions photographed', 'clients photographed', 'years behind the camera'],
  plans: [
    {
      name: 'Portrait session',
      period: '',
      features: ['A relaxed session', 'Help choosing a location', 'Edited images to keep'],
    },
    {
      name: 'Half day',
      period: '',
      features: ['Several hours of coverage', 'A planning call beforehand', 'Edited images to keep'],
    },
    {
      name: 'Full day',
      period: '',
      features: ['Coverage from start to finish', 'Engagement session option', 'Edited images to keep'],
    },
  ],
  ctas: {
    leads: 'Check my date',
    booking: 'Check availability',
    consultation: 'Book a planning call',
    traffic: 'See the portfolio',
  },
  local: true,
};
