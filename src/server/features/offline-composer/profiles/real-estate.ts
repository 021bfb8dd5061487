import type { IndustryProfile } from '../types.ts';

/** Seller side: listing agents, home valuations, selling a home, cash home buyers. */
export const realEstate: IndustryProfile = {
  id: 'real-estate',
  label: 'real estate',
  keywords:
    'sell your home:6, sell your house:6, sell my home:6, sell my house:6, selling your home:5, selling your house:5, thinking of selling:5, home valuation:6, property valuation:5, valuation:3, home worth:6, house worth:5, home value:4, cash offer:5, cash home buyer:6, cash buyer:4, for cash:2, we buy houses:6, we buy homes:6, buy houses:3, as-is:3, listing agent:6, list your home:5, list your house:5, home seller:5, sellers:3, sell fast:3, sell quickly:3, market appraisal:4, appraisal:2, realtor:2, realty:2, real estate:2, estate agent:2',
  industryOptions: ['Real Estate'],
  brand: 'Keystone Realty',
  scheme: 'gray',
  visual: 'listing',
  icon: 'house',
  goal: 'leads',
  customers: 'sellers',
  service: 'home valuation',
  services: [
    'Home valuation',
    'Pricing advice',
    'Marketing your home',
    'Offer negotiation',
    'Help through to moving day',
  ],
  serviceCard: 'Ask us about {service} and get realistic numbers, your options and a clear next step.',
  outcome: 'a confident sale at the right price',
  headline: 'Thinking of selling {near}? Start with honest advice on {service}',
  sub: '{brand} gives you realistic numbers, a clear plan and straight answers on {service}, right up to handing over the keys.',
  eyebrow: 'Selling your home, made clear',
  offer: 'home valuation',
  benefits: [
    [
      'chart',
      'An honest number',
      'We base every estimate on what comparable homes nearby have actually sold for, so you know where you stand.',
    ],
    [
      'scale',
      'Your options, side by side',
      'Every route to a sale has trade-offs. We set them out plainly so you can choose what suits you.',
    ],
    ['calendar', 'Your timing', 'The sale is planned around your move, not the other way round.'],
    [
      'handshake',
      'Firm, fair negotiation',
      'Offers and counter-offers are handled with your bottom line and your timing in mind.',
    ],
    [
      'chat',
      'Straight answers',
      'Ask us anything about {service} and get a plain answer, not a sales pitch.',
    ],
    [
      'key',
      'Steady to the finish',
      'Paperwork, questions and deadlines are tracked for you right up to handing over the keys.',
    ],
  ],
  steps: [
    [
      'Tell us about your home',
      'The property, your timing and what you hope to achieve, in a short form or a quick call.',
    ],
    [
      'Get your numbers',
      'A realistic price range and the options that fit your plans, with the reasoning behind them.',
    ],
    ['Sell with confidence', 'You decide how to go ahead, and we guide you all the way to the keys.'],
  ],
  faq: [
    [
      'What is my home worth?',
      'It depends on recent sales nearby, the condition of your home and the market right now. Request a valuation and we will walk you through the figures behind our estimate.',
    ],
    [
      'How do your fees work?',
      'It depends on the route you choose. We explain every fee in writing before you agree to anything.',
    ],
    [
      'How long will it take to sell?',
      'That depends on price, condition and demand {near}. We give you a realistic timeline once we have seen your home.',
    ],
    [
      'Do I need to fix anything before selling?',
      'Not necessarily. We will tell you honestly which jobs are likely to pay off and which are not worth the money.',
    ],
    [
      'Where do we start?',
      'With a conversation about your home and your plans. From there we explain {service} step by step, so nothing comes as a surprise.',
    ],
  ],
  figures: ['homes sold', 'average days on the market', 'sale price against asking price'],
  plans: [
    {
      name: 'Valuation',
      period: '',
      features: ['Comparable sales reviewed', 'Realistic price range', 'Advice on next steps'],
    },
    {
      name: 'Full sale',
      period: '',
      features: [
        'Pricing and marketing plan',
        'Viewings and offers handled',
        'Support until the keys change hands',
      ],
    },
  ],
  ctas: {
    leads: 'Get my home valuation',
    booking: 'Book a valuation',
    consultation: 'Talk through my sale',
    call: 'Call about selling',
  },
  local: true,
};

/** Buyer side: buyer's agents, first-time buyers, new-build developments, relocation, property search. */
export const realEstateBuyer: IndustryProfile = {
  id: 'real-estate-buyer',
  label: 'home buyer',
  keywords:
    "homes for sale:6, houses for sale:6, property for sale:5, new listings:5, buyer's agent:6, buyer’s agent:6, buyers agent:6, buyer agent:5, buyer's guide:3, buyer’s guide:3, home search:5, property search:5, house hunting:5, house hunt:4, showings:4, first-time buyer:5, first-time homebuyer:5, homebuyer:5, home buyer:3, buying a home:5, buy a home:5, buying a house:5, buy a house:4, buy your first:4, first home:3, dream home:4, relocat:3, new build:4, new construction:4, new development:3, condo:3, single-family:2, open house:3, realtor:2, realty:2, real estate:2",
  industryOptions: ['Real Estate'],
  brand: 'Cornerstone Home Finders',
  scheme: 'green',
  visual: 'listing',
  icon: 'key',
  goal: 'leads',
  customers: 'home buyers',
  service: 'home buying help',
  services: [
    'Property search',
    'Viewings and second looks',
    'Offer negotiation',
    'First-time buyer guidance',
  ],
  serviceCard: 'Ask us about {service}: we explain your options plainly and help you decide what suits you.',
  outcome: 'the right home, bought with confidence',
  headline: 'Find the right home {near}, with straight advice on {service}',
  sub: '{brand} helps you narrow the search, see the places worth seeing and make an offer you feel good about, without the pressure.',
  eyebrow: 'Ready to start looking?',
  offer: 'buyer consultation',
  benefits: [
    [
      'target',
      'A search built around you',
      'Tell us how you live and what matters, and we narrow the field to homes worth your time.',
    ],
    [
      'pin',
      'Local knowledge',
      'Streets, commutes, schools and everyday amenities {near}, explained by people who know the area.',
    ],
    [
      'handshake',
      'On your side at offer time',
      'We help you judge a fair price and negotiate terms that protect you.',
    ],
    [
      'chat',
      'Straight answers',
      'Ask us anything about {service}, from your budget to the small print, and get a plain answer.',
    ],
    ['heart', 'No pressure', 'You buy when the right place comes along, not a moment sooner.'],
    [
      'key',
      'Guided to the keys',
      'Offers, paperwork and deadlines are tracked for you until the keys are in your hand.',
    ],
  ],
  steps: [
    ['Tell us what you need', 'Budget, areas, must-haves and timing: a short conversation gets us started.'],
    ['See the right homes', 'We shortlist places that fit and line up viewings at times that suit you.'],
    ['Buy with confidence', 'We help you make a strong offer and stay with you through to moving day.'],
  ],
  faq: [
    [
      'How do I get started?',
      'Get in touch and ask us about {service}. We begin with a short conversation about your budget, areas and timing.',
    ],
    [
      'Do I need to be ready to buy right now?',
      'No. Many people start by talking through budget and areas, then pick up the search when the time is right.',
    ],
    [
      'How do your fees work for buyers?',
      'It depends on the home and how the purchase is arranged. We explain exactly what you would pay, in writing, before you commit.',
    ],
    [
      'What should I sort out before I start looking?',
      'A clear budget and, if you are borrowing, an early conversation with a lender. We can point you in the right direction.',
    ],
    [
      'Can you help if I am moving from another area?',
      'Tell us where you are moving from and what you need, and we will explain how we can help you search and view from a distance.',
    ],
  ],
  figures: ['buyers helped', 'homes purchased', 'areas covered'],
  plans: [
    {
      name: 'Buyer consultation',
      period: '',
      features: ['Budget and area review', 'A search plan', 'Your questions answered'],
    },
    {
      name: 'Full search',
      period: '',
      features: [
        'Shortlists that fit your brief',
        'Viewings arranged',
        'Offer negotiation',
        'Support to moving day',
      ],
    },
  ],
  ctas: {
    leads: 'Start my home search',
    booking: 'Book a viewing',
    consultation: 'Book a buyer consultation',
    call: 'Call about buying',
  },
  local: true,
};
