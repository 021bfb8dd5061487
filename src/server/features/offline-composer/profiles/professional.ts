import type { IndustryProfile } from '../types.ts';

/** Any practice area: the brief's own service words fill {service}. */
export const legal: IndustryProfile = {
  id: 'legal',
  label: 'law firm',
  keywords:
    'law firm:6, lawyer:6, attorney:6, solicitor:6, legal:4, law office:5, personal injury:6, injury:2, accident:3, divorce:5, custody:4, family law:6, estate planning:6, wills:4, living trust:5, probate:5, power of attorney:4, immigration:5, green card:4, visa:2, criminal defense:6, criminal defence:6, dui:5, employment law:5, litigation:5, lawsuit:4, case review:4, case evaluation:4, legal advice:5, no fee unless:4, no win no fee:5, paralegal:3',
  brand: 'Hartwell Law Group',
  scheme: 'gray',
  visual: 'spotlight',
  icon: 'scale',
  goal: 'consultation',
  customers: 'clients',
  service: 'your legal matter',
  services: ['Personal injury', 'Family law', 'Estate planning', 'Immigration', 'Employment law'],
  serviceCard:
    'Talk to us about {service}: you get plain answers, a clear strategy and an honest view of costs.',
  outcome: 'clear legal advice and a plan you understand',
  headline: 'Talk to a lawyer about {service} {near}',
  sub: '{brand} gives you straight answers, a clear strategy and steady support from the first conversation until your matter is resolved.',
  eyebrow: 'Confidential first conversation',
  offer: 'case review',
  benefits: [
    [
      'chat',
      'Straight answers',
      'We explain where you stand on {service} in plain language, including the risks.',
    ],
    [
      'target',
      'A clear strategy',
      'A plan with realistic options, likely timelines and what each step involves.',
    ],
    ['scale', 'Costs explained up front', 'How fees work for your matter is set out before any work begins.'],
    ['users', 'Personal attention', 'You know who is handling your matter and how to reach them.'],
    ['lock', 'Strictly confidential', 'What you tell us stays between you and your legal team.'],
    [
      'clock',
      'Kept in the loop',
      'Regular updates mean you always know what is happening and what comes next.',
    ],
  ],
  steps: [
    [
      'Tell us about your situation',
      'A confidential conversation about what is going on and what you want to achieve.',
    ],
    ['Get a clear plan', 'Your options, the likely costs and a realistic timeline, explained plainly.'],
    ['We take it from there', 'We handle the legal work and keep you informed at every step.'],
  ],
  faq: [
    [
      'What happens at the first consultation?',
      'You tell us about your situation, we ask a few questions and explain your options for {service}. Any fee for the first meeting is confirmed before you book.',
    ],
    [
      'How are your fees structured?',
      'It depends on the type of matter. Some work suits a fixed fee, some is charged by the hour and some is funded differently. We confirm the arrangement in writing before we start.',
    ],
    [
      'How long will my matter take?',
      'Every matter is different. We give you a realistic timeline once we understand the details.',
    ],
    [
      'Is what I tell you confidential?',
      'Yes. What you share with us is treated as confidential from the very first conversation.',
    ],
    [
      'What should I bring to our first meeting?',
      'Any letters, documents, dates and names connected to your matter. If you are unsure, bring it and we will sort through it together.',
    ],
  ],
  figures: ['matters handled', 'years in practice', 'lawyers on the team'],
  plans: [
    {
      name: 'Initial consultation',
      period: '',
      features: ['Your situation reviewed', 'Options explained', 'Next steps in writing'],
    },
    {
      name: 'Fixed-fee matter',
      period: '',
      features: ['Clearly defined scope', 'One agreed price', 'Regular updates'],
    },
    {
      name: 'Full representation',
      period: '',
      features: ['Ongoing advice and advocacy', 'Paperwork and deadlines handled', 'A named contact'],
    },
  ],
  ctas: {
    consultation: 'Book my case review',
    leads: 'Request a consultation',
    call: 'Call to talk it through',
  },
  local: true,
};

/** Financial planning and wealth advice; serves no single corpus niche, so it uses no niche's words. */
export const finance: IndustryProfile = {
  id: 'finance',
  label: 'financial planning',
  keywords:
    'financial advisor:6, financial adviser:6, financial planner:6, financial planning:6, wealth management:6, wealth manager:6, wealth:4, retirement:4, pension:4, invest:3, portfolio:2, fiduciary:5, annuit:3, net worth:3, inheritance:2, savings:2, financial:2',
  industryOptions: ['Financial Services'],
  brand: 'Beacon Wealth Planning',
  scheme: 'blue',
  visual: 'dashboard',
  icon: 'chart',
  goal: 'consultation',
  customers: 'clients',
  service: 'financial planning',
  services: ['Retirement planning', 'Investment advice', 'Pension reviews', 'Wealth planning for families'],
  serviceCard:
    'Talk to us about {service} and see your options, costs and trade-offs set out in plain language.',
  outcome: 'a clear plan for your money and your future',
  headline: 'Clear, personal advice on {service} {near}',
  sub: '{brand} helps you understand where you stand, decide what matters and build a plan you can stick to, with fees explained before you commit.',
  eyebrow: 'Personal advice, plainly explained',
  offer: 'financial review',
  benefits: [
    [
      'target',
      'Built around your goals',
      'Retirement, family, property or a business of your own: the plan starts with what you want your money to do.',
    ],
    [
      'chat',
      'Plain language',
      'We explain {service} without jargon and show the reasoning behind every recommendation.',
    ],
    ['scale', 'Fees you understand', 'How we are paid is set out clearly before you commit to anything.'],
    ['chart', 'Progress you can see', 'Regular reviews show how you are tracking against your goals.'],
    [
      'handshake',
      'A long-term relationship',
      'Your plan is revisited as your life, your income and the markets change.',
    ],
    ['lock', 'Handled with discretion', 'Your financial details are treated as private and confidential.'],
  ],
  steps: [
    ['An initial conversation', 'We talk about where you are now and where you want to get to.'],
    ['Your plan', 'Clear recommendations, with the reasoning and the costs set out.'],
    ['Ongoing reviews', 'We check in as life and markets change and adjust the plan with you.'],
  ],
  faq: [
    [
      'Do I need a lot of money to get started?',
      'Not necessarily. Tell us about your situation and we will be honest about whether and how we can help.',
    ],
    [
      'How are you paid?',
      'It depends on the service. We explain our fees, and anything else we may receive, in writing before you commit.',
    ],
    [
      'What happens in the first meeting?',
      'We ask about your goals, income, savings and plans, then explain how {service} could work for you.',
    ],
    [
      'How often will we review my plan?',
      'We agree a review rhythm that suits you, and you can get in touch whenever your circumstances change.',
    ],
  ],
  figures: ['clients advised', 'years in practice', 'assets under advice'],
  plans: [
    {
      name: 'Financial review',
      period: '',
      features: ['Where you stand today', 'Goals clarified', 'Suggested next steps'],
    },
    {
      name: 'Financial plan',
      period: '',
      features: ['A full written plan', 'Retirement and investment strategy', 'Action checklist'],
    },
    {
      name: 'Ongoing advice',
      period: ' per month',
      features: ['Regular reviews', 'Questions answered as they come up', 'Plan updated as life changes'],
    },
  ],
  ctas: { consultation: 'Book my financial review', leads: 'Request a financial review' },
};
