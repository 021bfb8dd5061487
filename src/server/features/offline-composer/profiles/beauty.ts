import type { IndustryProfile } from '../types.ts';

/** Hair salons, barbershops, nails, lashes and brows. */
export const beauty: IndustryProfile = {
  id: 'beauty',
  label: 'salon',
  keywords:
    'salon:4, hair salon:3, beauty salon:4, hairdress:5, hairstyl:4, hair stylist:4, stylist:2, barber:5, haircut:5, balayage:6, highlights:2, blowout:4, blow dry:4, hair colo:4, nail salon:4, nails:4, manicure:5, pedicure:5, lash:4, brow:4, waxing:3, beard:4, shave:3, updo:3, beauty:2, software:-8, saas:-8, owners:-3',
  brand: 'Silk & Shears',
  scheme: 'pink',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'booking',
  customers: 'clients',
  service: 'hair and beauty treatments',
  services: [
    'Cuts and styling',
    'Balayage and highlights',
    'Beard trims and shaves',
    'Nails',
    'Lashes and brows',
  ],
  serviceCard: 'Unhurried {service}, with a proper chat about what you want before we begin.',
  outcome: 'a look that feels like you',
  headline: 'Relaxed, careful {service} {near}',
  sub: 'At {brand}, we begin your {service} with a proper chat about what you want, then take our time to get it right, so you walk out feeling like yourself, only better.',
  eyebrow: 'Now booking {near}',
  offer: 'first visit',
  benefits: [
    [
      'chat',
      'A proper consultation',
      'We talk through what you want, what suits you and how to look after it, before we start.',
    ],
    [
      'sparkles',
      'Care in the details',
      'Close attention to your {service}, from the first moment to the finishing touches.',
    ],
    [
      'heart',
      'Time for yourself',
      'A welcoming, unhurried appointment that feels like a break from your day.',
    ],
    ['star', 'Advice to take home', 'Simple tips to keep your look fresh between visits.'],
    ['calendar', 'Easy booking', 'Pick your service and a time that suits you, right here on this page.'],
  ],
  steps: [
    ['Choose your service', 'Pick what you would like and a time that suits you.'],
    ['Talk it through', 'We listen, take a look and agree the plan with you before we begin.'],
    ['Walk out confident', 'Leave with a look that feels like you, and tips to keep it that way.'],
  ],
  faq: [
    [
      'How long will my appointment take?',
      'It depends on the service. We give you an idea when you book, and we never rush the finish.',
    ],
    [
      'Can I bring a photo of what I want?',
      'Please do. Photos help us understand the look you are after, and we will tell you honestly what will suit you.',
    ],
    [
      'How should I prepare?',
      'Come as you are. If you are booking {service} for the first time, tell us anything we should know, like recent treatments or sensitivities.',
    ],
    [
      'What if I’m not happy with the result?',
      'Tell us as soon as you can. We want you to love your {service}, so we will talk it through with you.',
    ],
  ],
  figures: ['clients welcomed', 'people on the team', 'average review rating'],
  plans: [
    {
      name: 'Essentials',
      period: ' per visit',
      features: ['A quick consultation', 'Your chosen service', 'Finish and styling'],
    },
    {
      name: 'Signature',
      period: ' per visit',
      features: [
        'A longer consultation',
        'Your chosen service with extra time',
        'Aftercare advice to take home',
      ],
    },
    {
      name: 'Membership',
      period: ' per month',
      features: ['Regular appointments', 'Booked ahead for you', 'Member perks'],
    },
  ],
  ctas: {
    booking: 'Book your appointment',
    leads: 'Request an appointment',
    consultation: 'Book a consultation',
    call: 'Call to book',
  },
  local: true,
};
