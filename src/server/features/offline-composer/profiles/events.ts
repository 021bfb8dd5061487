import type { IndustryProfile } from '../types.ts';

/** Conferences, summits, festivals, workshops, galas and webinars. */
export const events: IndustryProfile = {
  id: 'events',
  label: 'event',
  keywords:
    'conference:5, summit:5, webinar:6, workshop:3, expo:5, meetup:4, festival:5, gala:5, live event:4, speaker:3, ticket:3, agenda:3, early bird:4, save your seat:4, seat:2, rsvp:4, register:3, sponsor:3, venue:2, keynote:4, hosted by:3, networking:2',
  industryOptions: ['Entertainment'],
  brand: 'Common Ground Events',
  scheme: 'purple',
  visual: 'ticket',
  icon: 'calendar',
  goal: 'event',
  customers: 'attendees',
  service: 'event',
  services: ['General admission', 'Workshops', 'Talks and panels', 'Networking'],
  serviceCard:
    'Make the most of our {service}: come ready to learn, meet people and leave with ideas to use.',
  outcome: 'a day of ideas, people and time well spent',
  headline: 'Save your seat at our {service}: good people, useful ideas and time well spent',
  sub: 'Learn something new at our {service}, meet people who share your interests and leave with ideas you can use. {brand} takes care of the details.',
  eyebrow: 'Save the date',
  offer: 'seat',
  benefits: [
    ['users', 'People worth meeting', 'Spend time with others who share your interests and challenges.'],
    ['target', 'Ideas you can use', 'Practical takeaways you can put to work straight after our {service}.'],
    [
      'calendar',
      'Everything planned for you',
      'The schedule, the details and what to bring, all shared before the day.',
    ],
    ['chat', 'Time to ask questions', 'Room for real conversation, not just sitting and listening.'],
    [
      'sparkles',
      'A welcoming atmosphere',
      'Come on your own or bring a friend: everyone is made to feel welcome.',
    ],
  ],
  steps: [
    ['Register', 'Reserve your place in a minute or two.'],
    ['Get the details', 'We send everything you need to know before the day.'],
    ['Show up and enjoy', 'Join in, meet people and leave with ideas to act on.'],
  ],
  faq: [
    [
      'Who is it for?',
      'Anyone keen to learn, meet like-minded people and leave with practical ideas. The details on this page explain what to expect from our {service}.',
    ],
    [
      'What’s included with my ticket?',
      'Everything included is listed with the ticket options, so you know exactly what you’re getting.',
    ],
    ['Can I transfer my place?', 'Get in touch and we’ll let you know what’s possible.'],
    [
      'What if I can’t make it?',
      'Let us know as soon as you can and we’ll explain your options under the booking terms.',
    ],
  ],
  figures: ['past attendees', 'speakers and hosts', 'sessions'],
  plans: [
    {
      name: 'Early bird',
      period: '',
      features: ['Full access', 'All main sessions', 'The early-booking price'],
    },
    {
      name: 'Standard',
      period: '',
      features: ['Full access', 'All main sessions', 'Event materials'],
    },
    {
      name: 'VIP',
      period: '',
      features: ['Everything in Standard', 'Reserved seating', 'Extra time with the hosts'],
    },
  ],
  ctas: {
    event: 'Save my seat',
    booking: 'Book my seat',
    sales: 'Get tickets',
    leads: 'Keep me posted',
  },
};
