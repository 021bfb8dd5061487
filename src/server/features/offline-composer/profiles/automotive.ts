import type { IndustryProfile } from '../types.ts';

/** Car detailing, auto repair, tyres, dealerships and mobile mechanics. */
export const automotive: IndustryProfile = {
  id: 'automotive',
  label: 'automotive business',
  keywords:
    'car detailing:6, detailing:5, detailer:5, ceramic coating:5, paint correction:5, valeting:4, valet:3, car wash:4, auto repair:6, auto shop:5, mechanic:5, garage:3, oil change:5, brake:4, tyre:4, tire:4, wheel alignment:4, mot:4, check engine:4, transmission:3, diagnostic:2, body shop:5, collision:3, windscreen:4, windshield:4, dealership:6, car dealer:5, used car:5, test drive:5, motors:4, vehicle:3, car:2, suv:3, auto:2, apr:2',
  brand: 'Ridgeway Auto Care',
  scheme: 'red',
  visual: 'spotlight',
  icon: 'key',
  goal: 'booking',
  customers: 'drivers',
  service: 'car care',
  services: ['Servicing and repairs', 'Detailing and valeting', 'Tyres and brakes', 'Diagnostics'],
  serviceCard: 'Clear advice on {service}, a price agreed up front and your car treated with care.',
  outcome: 'a car you can rely on and enjoy driving',
  headline: 'Your {service} {near}, handled honestly and with care',
  sub: 'Tell {brand} what your car needs. We explain the options for {service} in plain words, agree the price before anything goes ahead and keep you posted along the way.',
  eyebrow: 'For drivers {near}',
  offer: 'no-obligation quote',
  benefits: [
    ['check', 'Price agreed first', 'You know what your {service} will cost before any work begins.'],
    [
      'chat',
      'Straight talk',
      'We show you what we found and tell you honestly what needs doing now and what can wait.',
    ],
    ['wrench', 'Done properly', 'The right parts, products and time for your car, with no shortcuts.'],
    [
      'calendar',
      'Booking that suits you',
      'Choose a time that fits your week, and we keep you updated as we go.',
    ],
    ['shield', 'Your car in good hands', 'We treat every car as if it were our own, inside and out.'],
  ],
  steps: [
    ['Tell us about your car', 'Share the make, the model and what you need.'],
    ['Get a clear price', 'We confirm the work and the cost before anything starts.'],
    ['Ready to go', 'We hand your car back with a quick run-through of what we did.'],
  ],
  faq: [
    [
      'How much will it cost?',
      'It depends on your car and what it needs. We give you a clear price for your {service} before any work starts.',
    ],
    [
      'How long will it take?',
      'We give you a realistic time when we confirm your booking, and tell you straight away if anything changes.',
    ],
    [
      'What if you find something else?',
      'We stop and check with you first. Nothing extra is done without your say-so.',
    ],
    [
      'Which vehicles do you work on?',
      'Tell us the make and model when you get in touch and we’ll confirm we’re the right fit for your {service}.',
    ],
  ],
  figures: ['cars looked after', 'years in the trade', 'average review score'],
  plans: [
    {
      name: 'Essential',
      period: '',
      features: ['A check-over and advice', 'The core work done well', 'A run-through at handover'],
    },
    {
      name: 'Full service',
      period: '',
      features: ['Everything in Essential', 'Deeper work inside and out', 'Finishing touches'],
    },
    {
      name: 'Premium',
      period: '',
      features: ['Everything in Full service', 'Longer-lasting protection', 'Extra time on the details'],
    },
  ],
  ctas: {
    booking: 'Book my car in',
    leads: 'Get my quote',
    call: 'Call for a quote',
    sales: 'Book a test drive',
    consultation: 'Talk to us about your car',
  },
  local: true,
};
