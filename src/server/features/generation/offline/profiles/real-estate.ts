import type { IndustryProfile } from '../types.ts';

export const realEstate: IndustryProfile = {
  id: 'real-estate',
  label: 'real estate business',
  keywords:
    'real estate:5, realtor:5, listing:3, for sale:3, property:3, open house:5, condo:4, mortgage:2, home buyers:4, sell your home:5, bedroom:3, broker:3, home value:4, homes:2',
  industryOptions: ['Real Estate'],
  brand: 'Keystone Realty',
  scheme: 'gray',
  visual: 'listing',
  icon: 'house',
  goal: 'leads',
  customers: 'buyers and sellers',
  outcome: 'the right home at the right price',
  headline: 'Find your next home {near} with a local expert on your side',
  sub: 'Exclusive listings, honest advice and skilled negotiation. {brand} helps buyers and sellers move with confidence.',
  eyebrow: 'New listings added daily',
  offer: 'free home valuation',
  benefits: [
    ['house', 'Exclusive listings', 'See new homes before they hit the big portals.'],
    ['chart', 'Accurate valuations', 'Pricing based on real local sales data, not guesswork.'],
    ['handshake', 'Expert negotiation', 'We fight for the best price and terms on every deal.'],
    ['camera', 'Stunning marketing', 'Professional photos, video tours and targeted ads for your listing.'],
    ['key', 'Stress-free closing', 'We coordinate inspections, lenders and paperwork for you.'],
    ['pin', 'Neighbourhood know-how', 'Schools, commutes and hidden gems, from people who live here.'],
  ],
  steps: [
    ['Tell us your goals', 'Buying, selling or both, we start with a quick conversation.'],
    ['Get a tailored plan', 'A custom search or a pricing and marketing plan for your home.'],
    ['Move with confidence', 'We guide you all the way to the keys.'],
  ],
  stats: [
    ['$250M+', 'in homes sold'],
    ['18 days', 'average time on market'],
    ['102%', 'of asking price, on average'],
    ['500+', 'happy families'],
  ],
  quotes: [
    [
      'We had three offers in the first weekend and sold above asking. Incredible service.',
      'Michael & Jen Carter',
      'Sellers',
    ],
    [
      'As first-time buyers we had a hundred questions. They answered every one patiently.',
      'Aaliyah Johnson',
      'First-time buyer',
    ],
    ['Their pricing advice was spot on and the photos made our house look amazing.', 'Steven Park', 'Seller'],
  ],
  faq: [
    [
      'How much is my home worth?',
      'Request a free valuation and we will send a detailed report based on recent local sales within 24 hours.',
    ],
    [
      'What are your fees?',
      'Our fees are competitive and transparent. We will explain everything before you sign anything.',
    ],
    [
      'Can you help me get pre-approved?',
      'Yes. We work with trusted local lenders who can pre-approve you quickly.',
    ],
    [
      'How long does it take to sell?',
      'Well-priced homes in this market typically sell within three to four weeks.',
    ],
  ],
  plans: [
    {
      name: 'Buyer',
      price: '$0',
      period: ' to you',
      features: ['Custom home search', 'Private showings', 'Offer negotiation'],
    },
    {
      name: 'Seller',
      price: '2.5%',
      period: ' commission',
      features: ['Pro photos and video', 'Targeted marketing', 'Open houses'],
    },
    {
      name: 'Valuation',
      price: 'Free',
      period: '',
      features: ['Comparable sales report', 'Pricing strategy', 'No obligation'],
    },
  ],
  logos: ['Zillow Premier Agent', 'Realtor.com', 'NAR Member', 'Top 1% Agents', 'Google 4.9★'],
  ctas: { leads: 'Get my free home valuation', booking: 'Schedule a viewing', event: 'Reserve a viewing' },
  local: true,
};
