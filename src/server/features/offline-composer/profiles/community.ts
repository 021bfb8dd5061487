import type { IndustryProfile } from '../types.ts';

/** Charities, food banks, animal rescues and other causes. */
export const nonprofit: IndustryProfile = {
  id: 'nonprofit',
  label: 'non-profit organisation',
  keywords:
    'non-profit:6, nonprofit:6, charity:6, donate:5, donation:5, donors:4, foundation:3, volunteer:4, fundraiser:5, fundraising:5, food bank:6, animal rescue:5, rescue:2, shelter:2, monthly giving:4, giving:3, gift aid:5, appeal:2, cause:2, mission:1',
  industryOptions: ['Non-profit'],
  brand: 'Brighter Futures Foundation',
  scheme: 'green',
  visual: 'spotlight',
  icon: 'heart',
  goal: 'donate',
  customers: 'supporters',
  service: 'our work',
  services: ['One-off gifts', 'Monthly giving', 'Volunteering', 'Fundraising'],
  serviceCard: 'Get involved with {service} and see what your help makes possible.',
  outcome: 'a lasting difference where it’s needed most',
  headline: 'Your support makes the difference: get involved with {service}',
  sub: 'Every gift helps {brand} do more. Give what you can, and we’ll show you the difference it makes.',
  eyebrow: 'Every gift counts',
  offer: 'impact updates',
  benefits: [
    [
      'heart',
      'Help where it’s needed',
      'Your gift goes to the work on the ground, supporting {service} where it matters most.',
    ],
    ['chart', 'See your impact', 'We share updates on what your support has made possible.'],
    ['handshake', 'Be part of something', 'Join a community of people who care and want to help.'],
    ['users', 'Give your time', 'Not able to give money right now? Ask how else you can help.'],
    ['shield', 'Open about every gift', 'Ask us how donations are used and we’ll tell you plainly.'],
  ],
  steps: [
    ['Choose your gift', 'Give once or regularly, whatever amount feels right.'],
    ['We put it to work', 'Your support goes into the work that needs it most.'],
    ['See the difference', 'Hear what your generosity has helped achieve.'],
  ],
  faq: [
    [
      'How will my donation be used?',
      'Every gift goes where it’s needed most. Ask us any time about {service} and we’ll tell you more about where support goes.',
    ],
    [
      'Is my donation tax-deductible?',
      'That depends on where you live and how the gift is made. Ask us and we’ll explain what applies to you.',
    ],
    [
      'Can I give regularly?',
      'Ask us about regular giving. It helps us plan ahead, and we’ll explain how to change it whenever you need to.',
    ],
    [
      'Can I help in other ways?',
      'There are many ways to help, from volunteering to fundraising and spreading the word. Get in touch to find out what’s possible.',
    ],
  ],
  figures: ['people supported', 'supporters', 'volunteer hours'],
  plans: [
    {
      name: 'One-off gift',
      period: '',
      features: ['Supports the work now', 'Impact updates', 'A receipt for your records'],
    },
    {
      name: 'Monthly gift',
      period: ' per month',
      features: ['Steady support', 'Helps us plan ahead', 'Regular impact updates'],
    },
    {
      name: 'Larger gift',
      period: '',
      features: ['A bigger difference', 'A personal thank-you', 'Updates on your impact'],
    },
  ],
  ctas: {
    donate: 'Donate now',
    leads: 'Get involved',
    email: 'Get updates',
    signup: 'Join us',
    event: 'Save my spot',
  },
};

/** Any business no other profile fits; copy uses no niche's own words. */
export const general: IndustryProfile = {
  id: 'general',
  label: 'business',
  keywords: '',
  industryOptions: ['Other'],
  brand: 'Brightpath',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'leads',
  customers: 'customers',
  service: 'expert help',
  services: ['Consultations', 'One-off projects', 'Ongoing support'],
  serviceCard: 'Dependable {service}, explained clearly and delivered with care.',
  outcome: 'the help you need, without the hassle',
  headline: 'Dependable {service}, without the hassle',
  sub: '{brand} takes the time to understand what you need, explains your options clearly and follows through, so getting {service} feels simple.',
  eyebrow: 'Clear advice, friendly service',
  offer: 'consultation',
  benefits: [
    ['chat', 'Clear communication', 'Straight answers in plain language, and updates when they matter.'],
    ['target', 'Built around you', 'We listen first, then shape {service} around your goals and budget.'],
    ['check', 'No surprises', 'You know what’s involved and what it costs before anything starts.'],
    ['users', 'Real people', 'Talk to people who understand your situation, not a script.'],
    ['heart', 'Care in the details', 'The small things done properly, because they add up.'],
  ],
  steps: [
    ['Get in touch', 'Tell us what you need using the form or a quick call.'],
    ['Get a clear plan', 'We suggest the right option and explain what’s involved.'],
    ['Get it done', 'We deliver, check in and stay on hand if you need us.'],
  ],
  faq: [
    [
      'How do I get started?',
      'Fill in the short form or get in touch directly, and we’ll reply to talk through what you need.',
    ],
    [
      'How much does it cost?',
      'It depends on what you need. You get a clear quote for {service} before anything starts.',
    ],
    ['What if my needs are unusual?', 'Tell us anyway. If we’re not the right fit, we’ll say so honestly.'],
    [
      'Who do you work with?',
      'Anyone who wants dependable {service} from people who take the time to listen.',
    ],
  ],
  figures: ['customers served', 'projects completed', 'years in business'],
  plans: [
    {
      name: 'Essential',
      period: '',
      features: ['The core service', 'A clear quote up front', 'Support by email'],
    },
    {
      name: 'Standard',
      period: '',
      features: ['Everything in Essential', 'More time and attention', 'Regular check-ins'],
    },
    {
      name: 'Premium',
      period: '',
      features: ['Everything in Standard', 'A dedicated contact', 'Options tailored to you'],
    },
  ],
  ctas: { leads: 'Get in touch', consultation: 'Book a consultation' },
};
