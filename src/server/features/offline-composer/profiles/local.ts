import type { IndustryProfile } from '../types.ts';

/** Trades that come to the home: plumbing, HVAC, roofing, cleaning, landscaping, electricians. */
export const homeServices: IndustryProfile = {
  id: 'home-services',
  label: 'home services company',
  keywords:
    'plumber:5, plumbing:4, hvac:4, heating:4, furnace:5, heat pump:5, boiler:5, air conditioning:4, ac:3, tune-up:3, water heater:4, drain:4, leak:3, roofing:5, roofer:5, roof:4, gutter:4, siding:3, storm damage:3, electric:4, electrician:2, handyman:5, pest control:5, landscaping:5, landscaper:5, lawn:4, mowing:4, paver:3, patio:2, house cleaning:6, cleaning:3, cleaner:3, deep clean:4, maid:4, pressure washing:5, junk removal:5, locksmith:5, solar:3, installer:2, contractor:3, remodel:3, renovation:3, repair:1, software:-6, b2b:-4',
  brand: 'Cornerstone Home Services',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'wrench',
  goal: 'leads',
  customers: 'homeowners',
  service: 'home repairs and maintenance',
  services: ['Repairs', 'Installations', 'Replacements', 'Servicing and maintenance'],
  serviceCard: 'Clear advice on {service}, a clear quote before work starts and a tidy finish.',
  outcome: 'a home that works the way it should',
  headline: 'Careful, honest {service} {near}, with the price agreed up front',
  sub: 'Tell {brand} about the job. We explain your options for {service}, agree the price before any work starts and leave your home as tidy as we found it.',
  eyebrow: 'Serving homeowners {near}',
  offer: 'no-obligation quote',
  benefits: [
    [
      'check',
      'Price agreed first',
      'You see a clear quote for {service} before any work starts, so the bill holds no surprises.',
    ],
    [
      'chat',
      'Straight answers',
      'We explain what we find in plain words and tell you honestly what can wait.',
    ],
    ['wrench', 'Done properly', 'The right parts and a proper fix, not a patch that needs another visit.'],
    [
      'house',
      'Respect for your home',
      'Floors protected, mess contained and everything cleared away when the job is done.',
    ],
    [
      'calendar',
      'Visits that suit you',
      'Pick a time that works for you, and we keep you posted if anything changes.',
    ],
  ],
  steps: [
    ['Tell us about the job', 'Call or send the form with a few words about what needs doing.'],
    ['Get a clear quote', 'We look at the job, explain the options and agree the price before starting.'],
    ['Job done, home tidy', 'The work is finished properly and we clear up before we leave.'],
  ],
  faq: [
    [
      'How much will it cost?',
      'Every job is different, so we give you a clear quote for {service} before any work starts. You decide whether to go ahead.',
    ],
    [
      'Which areas do you cover?',
      'We work with homeowners {near}. Share your address with your request and we’ll confirm we can reach you.',
    ],
    [
      'What happens when you visit?',
      'We look at the problem, explain what we find in plain words and talk you through the options before anything is fixed.',
    ],
    [
      'Can you help with something not listed here?',
      'Describe the job in the form and we’ll tell you honestly whether it’s one for us.',
    ],
  ],
  figures: ['jobs completed', 'years in the trade', 'areas served', 'average review score'],
  plans: [
    {
      name: 'Repair visit',
      period: '',
      features: ['Diagnosis on site', 'A clear quote before work starts', 'A tidy finish'],
    },
    {
      name: 'Installation',
      period: '',
      features: ['A look at your home first', 'Options explained', 'Fitting and clear-up'],
    },
    {
      name: 'Maintenance plan',
      period: ' per year',
      features: ['Scheduled servicing', 'Reminders when it’s due', 'Early warning of problems'],
    },
  ],
  ctas: {
    call: 'Call for a quote',
    leads: 'Get my quote',
    booking: 'Book a visit',
    consultation: 'Arrange a visit',
  },
  local: true,
};

/** Restaurants, cafes, coffee shops, bakeries and takeaways. */
export const restaurant: IndustryProfile = {
  id: 'restaurant',
  label: 'restaurant',
  keywords:
    'restaurant:5, coffee shop:6, cafe:5, bistro:5, bakery:5, patisserie:5, pizzeria:5, takeaway:5, takeout:5, diner:4, eatery:4, menu:3, dining:3, catering:4, coffee:3, espresso:3, pizza:4, brunch:4, chef:3, food truck:5, taco:3, sushi:4, burger:3, tapas:4, wine bar:4, tea room:4, bar:1, food:2, lunch:2, dinner:2, reservation:2, kitchen:1',
  industryOptions: ['Food & Beverage'],
  brand: 'The Corner Table',
  scheme: 'orange',
  visual: 'spotlight',
  icon: 'utensils',
  goal: 'booking',
  customers: 'guests',
  service: 'good food and drink',
  services: ['Lunch', 'Dinner', 'Takeaway', 'Group bookings'],
  serviceCard: 'Come in for {service}, made with care and served by people who enjoy what they do.',
  outcome: 'a table worth coming back to',
  headline: 'Come hungry for {service} {near}',
  sub: 'Made with care and served with a warm welcome: that’s {service} at {brand}, whether you’re popping in or making an occasion of it.',
  eyebrow: 'Good food {near}',
  offer: 'table',
  benefits: [
    ['utensils', 'Cooked with care', 'Every plate sent out the way the kitchen would want to eat it.'],
    ['leaf', 'Good ingredients', 'We choose what goes in with care, because good {service} starts there.'],
    [
      'heart',
      'Something for everyone',
      'Tell us about allergies or dietary needs and the team will talk you through the options.',
    ],
    [
      'users',
      'Room for groups',
      'Birthdays, team lunches and family get-togethers: ask us about booking for a group.',
    ],
    ['sparkles', 'A warm welcome', 'Friendly faces, a relaxed room and no rush to leave.'],
  ],
  steps: [
    ['Choose a time', 'Pick a day and a time, and tell us how many are coming.'],
    ['Tell us what you need', 'Mention allergies or a special occasion so the team can plan ahead.'],
    ['Sit back and enjoy', 'We take care of the rest, from the first drink to the last bite.'],
  ],
  faq: [
    [
      'Do I need to book?',
      'Booking is the easiest way to be sure of a table, especially at busy times. Get in touch and we’ll tell you what to expect.',
    ],
    [
      'Can you cater for allergies and dietary needs?',
      'Let us know when you book or order, and the team will talk you through what’s suitable.',
    ],
    [
      'Can I book for a group or a celebration?',
      'Send us your date and numbers and we’ll let you know what we can arrange.',
    ],
    [
      'What’s on the menu?',
      'The menu is the best guide to what’s on today, from {service} to the dishes regulars come back for. Ask the team for a recommendation.',
    ],
  ],
  figures: ['guests served each week', 'dishes on the menu', 'years in the neighbourhood'],
  plans: [
    {
      name: 'Set menu',
      period: ' per person',
      features: ['A starter, main and dessert', 'A choice of dishes', 'Drinks available'],
    },
    {
      name: 'Group menu',
      period: ' per person',
      features: ['Shared dishes for the table', 'Dietary needs discussed ahead', 'Drinks planned with you'],
    },
    {
      name: 'Private event',
      period: '',
      features: ['Space set aside for your group', 'A menu planned with you', 'A host for the evening'],
    },
  ],
  ctas: {
    booking: 'Book a table',
    leads: 'Get in touch',
    sales: 'Order now',
    traffic: 'See the menu',
    event: 'Save my spot',
  },
  local: true,
};
