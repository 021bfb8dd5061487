import type { IndustryProfile } from '../types.ts';

export const travel: IndustryProfile = {
  id: 'travel',
  label: 'travel company',
  keywords:
    'travel:5, travel agency:6, tour:3, tours:3, vacation:4, holiday:3, trip:3, resort:4, hotel:3, cruise:4, honeymoon:4, adventure:2',
  industryOptions: ['Travel & Tourism'],
  brand: 'Wanderlust Travel Co.',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'plane',
  goal: 'leads',
  customers: 'travellers',
  outcome: 'the trip of a lifetime, planned down to the last detail',
  headline: 'Unforgettable journeys, planned around you',
  sub: 'Tailor-made trips, insider experiences and 24/7 support while you travel. Tell {brand} where you dream of going and we handle every detail.',
  eyebrow: 'Limited time: free upgrades on selected trips',
  offer: 'free trip plan',
  benefits: [
    ['globe', 'Tailor-made itineraries', 'Every trip designed around your pace, interests and budget.'],
    ['star', 'Insider experiences', 'Private guides, hidden gems and tables you cannot book online.'],
    ['headphones', '24/7 travel support', 'A real person on call from take-off to touchdown.'],
    ['shield', 'Financially protected', 'Fully bonded bookings for complete peace of mind.'],
    ['scale', 'Best-value pricing', 'Partner rates on hotels and flights, with no booking fees.'],
    ['heart', 'Honeymoons and celebrations', 'Special touches that make milestone trips unforgettable.'],
  ],
  steps: [
    ['Share your dream trip', 'Tell us where, when and what you love.'],
    ['Get your itinerary', 'A tailor-made plan and quote within 48 hours.'],
    ['Pack and go', 'We handle bookings, transfers and surprises along the way.'],
  ],
  stats: [
    ['90+', 'destinations'],
    ['15,000', 'happy travellers'],
    ['4.9★', 'Trustpilot rating'],
    ['24/7', 'on-trip support'],
  ],
  quotes: [
    [
      'Our honeymoon in Italy was flawless, every hotel and guide was better than the last.',
      'Lauren & Sam Patel',
      'Honeymooners',
    ],
    [
      'When our flight was cancelled they rebooked everything before we even landed.',
      'Michelle Torres',
      'Family traveller',
    ],
    ['They found experiences I never would have discovered on my own.', 'Andrew Kim', 'Solo traveller'],
  ],
  faq: [
    [
      'How much does trip planning cost?',
      'Your first itinerary and quote are free, with no obligation to book.',
    ],
    [
      'Can you plan for groups?',
      'Yes. We plan family reunions, group tours and corporate retreats of any size.',
    ],
    [
      'Is my booking protected?',
      'Yes. All bookings are financially protected and covered by our support team.',
    ],
    [
      'Can I change my plans?',
      'We are flexible. Tell us and we will rework the itinerary wherever possible.',
    ],
  ],
  plans: [
    {
      name: 'Getaway',
      price: 'From $1,290',
      period: ' pp',
      features: ['5 nights', 'Handpicked hotels', 'Airport transfers'],
    },
    {
      name: 'Signature',
      price: 'From $2,890',
      period: ' pp',
      features: ['9 nights', 'Private guides', 'Curated experiences'],
    },
    {
      name: 'Luxury',
      price: 'From $5,900',
      period: ' pp',
      features: ['12 nights', '5-star stays', 'Dedicated concierge'],
    },
  ],
  logos: ['Condé Nast Traveler', 'Lonely Planet', 'Travel + Leisure', 'Trustpilot 4.9★', 'ABTA Protected'],
  ctas: { leads: 'Plan my trip', booking: 'Book my trip', sales: 'Book now' },
};

export const creative: IndustryProfile = {
  id: 'creative',
  label: 'creative studio',
  keywords:
    'photographer:5, photography:5, portfolio:4, wedding photos:5, videographer:5, graphic design:4, designer:3, studio:1, illustration:4, artist:3',
  brand: 'Golden Hour Studio',
  scheme: 'black',
  visual: 'spotlight',
  icon: 'camera',
  goal: 'booking',
  customers: 'clients',
  outcome: 'photos you will treasure for a lifetime',
  headline: 'Timeless photography for the moments that matter',
  sub: 'Natural, story-driven images of weddings, families and brands. {brand} captures how it felt, not just how it looked.',
  eyebrow: 'Now booking this season',
  offer: 'free planning call',
  benefits: [
    ['camera', 'Natural, candid style', 'Relaxed direction that brings out real moments and real smiles.'],
    ['sparkles', 'Fine-art editing', 'Every image hand-edited with a consistent, timeless look.'],
    ['clock', 'Fast delivery', 'A sneak peek within 48 hours and your full gallery in two weeks.'],
    ['gift', 'Heirloom albums', 'Beautiful printed albums and wall art made to last.'],
    ['heart', 'Stress-free planning', 'Timelines, locations and tips so your day runs smoothly.'],
    ['globe', 'Available to travel', 'Destination weddings and shoots anywhere in the world.'],
  ],
  steps: [
    ['Check availability', 'Send your date and a little about your plans.'],
    ['Plan together', 'A relaxed call to design the perfect shoot.'],
    ['Relive the moment', 'Receive a beautiful online gallery and prints.'],
  ],
  stats: [
    ['350+', 'weddings and shoots'],
    ['48h', 'sneak peeks'],
    ['5.0★', 'on Google'],
    ['12', 'years behind the lens'],
  ],
  quotes: [
    [
      'We cried looking through our gallery. Every moment we cared about was there.',
      'Amelia & James Wright',
      'Wedding clients',
    ],
    [
      'She made our kids feel so relaxed. These are the best family photos we have ever had.',
      'Rebecca Lowe',
      'Family session',
    ],
    ['Our new brand photos doubled enquiries on our website.', 'Tariq Aziz', 'Business owner'],
  ],
  faq: [
    [
      'How far in advance should I book?',
      'Wedding dates often book 9 to 12 months ahead. Portrait sessions usually within a few weeks.',
    ],
    ['How many photos will we receive?', 'Typically 60 to 80 edited images per hour of coverage.'],
    ['Do you travel?', 'Yes. Travel within 50 miles is included, and destination shoots are welcome.'],
    ['How do I secure my date?', 'A signed agreement and a 30% retainer reserve your date.'],
  ],
  plans: [
    {
      name: 'Portrait',
      price: '$450',
      period: '',
      features: ['90-minute session', '40+ edited images', 'Online gallery'],
    },
    {
      name: 'Wedding',
      price: '$3,200',
      period: '',
      features: ['8 hours coverage', 'Second shooter', 'Engagement shoot'],
    },
    {
      name: 'Brand',
      price: '$950',
      period: '',
      features: ['Half-day shoot', 'Commercial licence', '80+ edited images'],
    },
  ],
  logos: ['The Knot', 'Style Me Pretty', 'Junebug Weddings', 'WeddingWire', 'Vogue Weddings'],
  ctas: {
    booking: 'Check my date',
    leads: 'Check availability',
    consultation: 'Book a planning call',
    traffic: 'View the portfolio',
  },
};
