import type { IndustryProfile } from '../types.ts';

export const homeServices: IndustryProfile = {
  id: 'home-services',
  label: 'home services company',
  keywords:
    'plumber:5, plumbing:5, hvac:5, roofing:5, roofer:5, solar:4, installer:2, electrician:5, pest control:5, landscaping:4, cleaning:3, handyman:5, water heater:4, air conditioning:4, repair:2, contractor:3, remodel:3',
  brand: 'Reliable Home Services',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'wrench',
  goal: 'leads',
  customers: 'homeowners',
  outcome: 'fast, fixed-price repairs done right the first time',
  headline: 'Fast, friendly repairs {near}, done right the first time',
  sub: 'Licensed, insured technicians who arrive on time, quote up front and clean up after themselves. {brand} is available 24/7 for emergencies.',
  eyebrow: '24/7 emergency service',
  offer: 'free quote',
  benefits: [
    ['clock', 'Same-day service', 'Call before noon and we will usually be there today.'],
    [
      'shield',
      'Licensed and insured',
      'Background-checked, certified technicians you can trust in your home.',
    ],
    ['check', 'Upfront pricing', 'A fixed quote before any work starts. No surprises on the bill.'],
    ['wrench', 'Fully equipped vans', 'Most jobs are finished in a single visit.'],
    ['award', 'Workmanship guarantee', 'Every repair is backed by our 1-year labour warranty.'],
    ['house', 'Respect for your home', 'Shoe covers on, drop cloths down and a spotless clean-up.'],
  ],
  steps: [
    ['Call or request a quote', 'Tell us what is wrong and when suits you.'],
    ['We arrive on time', 'A text lets you know exactly when your technician is on the way.'],
    ['Problem solved', 'Fixed right, guaranteed, with a fair upfront price.'],
  ],
  stats: [
    ['24/7', 'emergency response'],
    ['60 min', 'average arrival time'],
    ['4.9★', 'from 1,200+ reviews'],
    ['1 yr', 'labour warranty'],
  ],
  quotes: [
    [
      'Our water heater failed on a Sunday night. They were here in an hour and the price was exactly as quoted.',
      'Greg Thompson',
      'Homeowner',
    ],
    ['Polite, fast and tidy. I will not call anyone else.', 'Angela Ruiz', 'Homeowner'],
    [
      'They explained the options and never pushed an upsell. Honest people.',
      'Brian Foster',
      'Property manager',
    ],
  ],
  faq: [
    ['Do you charge for quotes?', 'No. Quotes are free and there is no obligation to book.'],
    [
      'Are you available on weekends?',
      'Yes. We answer calls 24 hours a day, 7 days a week, including holidays.',
    ],
    ['Are your technicians licensed?', 'Every technician is licensed, insured and background-checked.'],
    ['Do you guarantee your work?', 'Yes. All repairs include a 1-year labour warranty.'],
  ],
  plans: [
    {
      name: 'Service call',
      price: '$89',
      period: '',
      features: ['Diagnosis on site', 'Upfront quote', 'Fee waived if you book'],
    },
    {
      name: 'Standard repair',
      price: 'From $149',
      period: '',
      features: ['Most common repairs', 'Parts and labour', '1-year warranty'],
    },
    {
      name: 'Care Plan',
      price: '$19',
      period: '/mo',
      features: ['Annual inspection', 'Priority booking', '15% off repairs'],
    },
  ],
  logos: ['BBB A+ Rated', 'HomeAdvisor', 'Angi Super Service', 'Google 4.9★', 'Licensed & Insured'],
  ctas: { call: 'Call now for a free quote', leads: 'Get my free quote', booking: 'Book a service visit' },
  local: true,
};

export const restaurant: IndustryProfile = {
  id: 'restaurant',
  label: 'restaurant',
  keywords:
    'restaurant:5, coffee shop:6, cafe:4, bistro:5, bakery:4, menu:3, dining:3, catering:4, coffee:2, pizza:4, brunch:4, chef:3, food truck:5, bar:1, food:2, reservation:2',
  industryOptions: ['Food & Beverage'],
  brand: 'The Corner Table',
  scheme: 'orange',
  visual: 'spotlight',
  icon: 'utensils',
  goal: 'booking',
  customers: 'guests',
  outcome: 'a table worth coming back to',
  headline: 'Seasonal food, warm service and a table waiting for you',
  sub: 'Fresh, local ingredients cooked with care, in a relaxed dining room {near}. Join us at {brand} for lunch, dinner or weekend brunch.',
  eyebrow: 'Open Tuesday to Sunday',
  offer: 'complimentary dessert for first-time guests',
  benefits: [
    ['leaf', 'Fresh and local', 'Menus change with the seasons, using produce from farms within 50 miles.'],
    ['utensils', 'Made from scratch', 'Bread, pasta and sauces made in our kitchen every morning.'],
    ['users', 'Private dining', 'A beautiful room for birthdays, rehearsal dinners and team events.'],
    [
      'heart',
      'Something for everyone',
      'Vegetarian, vegan and gluten-free dishes that are just as delicious.',
    ],
    ['gift', 'Catering and gift cards', 'Bring our food to your event, or give the gift of a great meal.'],
    ['clock', 'Easy reservations', 'Book online in seconds, or walk in for a seat at the bar.'],
  ],
  steps: [
    ['Reserve a table', 'Choose your date, time and party size.'],
    ['Sit back and relax', 'We take care of the rest, from first drink to last bite.'],
    ['Come back soon', 'Join our list for seasonal menus and special events.'],
  ],
  stats: [
    ['4.8★', 'from 900+ reviews'],
    ['50 mi', 'farm-to-table radius'],
    ['12', 'years serving the neighbourhood'],
    ['7', 'days of fresh bread'],
  ],
  quotes: [
    [
      'The best meal we have had all year. The staff made our anniversary feel special.',
      'Olivia Bennett',
      'Google review',
    ],
    ['Brunch at {brand} is our Sunday ritual now. The pastries are unreal.', 'Marco Rossi', 'Regular guest'],
    [
      'They hosted our team dinner for 30 flawlessly. Everyone is still talking about it.',
      'Dana Whitaker',
      'Event host',
    ],
  ],
  faq: [
    [
      'Do you take walk-ins?',
      'Yes, we keep bar seating and some tables for walk-ins, but reservations are recommended on weekends.',
    ],
    [
      'Do you cater for dietary needs?',
      'Absolutely. Let us know when you book and the kitchen will take care of you.',
    ],
    [
      'Can I book a private event?',
      'Yes. Our private room seats up to 40 guests. Send us a request and we will be in touch.',
    ],
    [
      'Is there parking?',
      'Free street parking is available nearby, and we are a short walk from public transport.',
    ],
  ],
  plans: [
    {
      name: 'Lunch set',
      price: '$24',
      period: ' per guest',
      features: ['Two courses', 'Seasonal soup or salad', 'Coffee or tea'],
    },
    {
      name: 'Chef\u2019s tasting',
      price: '$75',
      period: ' per guest',
      features: ['Six courses', 'Optional wine pairing', 'Friday and Saturday'],
    },
    {
      name: 'Private dining',
      price: 'From $1,200',
      period: '',
      features: ['Up to 40 guests', 'Custom menu', 'Dedicated host'],
    },
  ],
  logos: ['Michelin Guide', 'Eater', 'OpenTable Diners\u2019 Choice', 'Time Out', 'Google 4.8★'],
  ctas: {
    booking: 'Reserve a table',
    leads: 'Get the offer',
    sales: 'Order online',
    traffic: 'See the menu',
  },
  local: true,
};
