import type { IndustryProfile } from '../types.ts';

export const events: IndustryProfile = {
  id: 'events',
  label: 'event',
  keywords:
    'conference:5, summit:5, webinar:2, workshop:2, expo:5, meetup:4, festival:4, live event:4, speakers:3, tickets:3, agenda:3',
  industryOptions: ['Entertainment'],
  brand: 'Elevate Summit',
  scheme: 'purple',
  visual: 'ticket',
  icon: 'calendar',
  goal: 'event',
  customers: 'attendees',
  outcome: 'a day of ideas, people and momentum',
  headline: 'Where ideas, people and momentum meet',
  sub: 'Join industry leaders for talks, hands-on workshops and the connections that move careers forward at {brand}.',
  eyebrow: 'Early-bird registration is open',
  offer: 'early-bird ticket',
  benefits: [
    ['users', 'World-class speakers', 'Founders, operators and experts sharing what actually works.'],
    ['target', 'Actionable sessions', 'Leave every talk with tactics you can use on Monday.'],
    [
      'handshake',
      'Meaningful networking',
      'Curated meetups to connect with peers who share your challenges.',
    ],
    ['book', 'Hands-on workshops', 'Small-group sessions to practise new skills with guidance.'],
    ['gift', 'Replays included', 'Every ticket includes recordings of all main-stage sessions.'],
    [
      'sparkles',
      'Unforgettable atmosphere',
      'Great venue, great food and an after-party you will talk about.',
    ],
  ],
  steps: [
    ['Register', 'Reserve your seat in under a minute.'],
    ['Plan your day', 'Pick sessions and workshops from the agenda.'],
    ['Show up and connect', 'Learn, network and leave with a plan.'],
  ],
  stats: [
    ['1,200+', 'attendees'],
    ['40', 'speakers'],
    ['25', 'sessions and workshops'],
    ['4.9★', 'past attendee rating'],
  ],
  quotes: [
    [
      'The most practical event I have been to. I filled a notebook and met two future partners.',
      'Vanessa Ford',
      'Past attendee',
    ],
    ['Every session was worth it. Already booked for next year.', 'Ethan Kowalski', 'Past attendee'],
    ['Incredible speakers and a genuinely welcoming crowd.', 'Mei Tanaka', 'Past attendee'],
  ],
  faq: [
    [
      'Will sessions be recorded?',
      'Yes. Registered attendees get access to replays of all main-stage sessions.',
    ],
    [
      'Can I transfer my ticket?',
      'Yes, tickets can be transferred to a colleague free of charge up to 48 hours before the event.',
    ],
    ['Is there a group discount?', 'Groups of 5 or more save 20%. Contact us for a group code.'],
    ['What is the refund policy?', 'Full refunds are available up to 14 days before the event.'],
  ],
  plans: [
    {
      name: 'Early bird',
      price: '$149',
      period: '',
      features: ['Full event access', 'Session replays', 'Networking lunch'],
    },
    {
      name: 'Standard',
      price: '$249',
      period: '',
      features: ['Full event access', 'Session replays', 'Networking lunch'],
    },
    {
      name: 'VIP',
      price: '$499',
      period: '',
      features: ['Front-row seating', 'Speaker dinner', 'Exclusive workshops'],
    },
  ],
  logos: ['TechCrunch', 'Forbes', 'Eventbrite', 'Inc.', 'Fast Company'],
  ctas: { event: 'Reserve my seat' },
};
