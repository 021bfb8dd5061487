import type { IndustryProfile } from '../types.ts';

export const agency: IndustryProfile = {
  id: 'agency',
  label: 'marketing agency',
  keywords:
    'marketing agency:5, digital agency:5, agency:2, seo:3, social media:2, facebook ads:3, ppc:3, google ads:3, lead generation:2, web design:2, branding:1',
  industryOptions: ['Marketing Agency'],
  brand: 'Northstar Digital',
  scheme: 'purple',
  visual: 'dashboard',
  icon: 'trend',
  goal: 'consultation',
  customers: 'clients',
  outcome: 'a steady stream of qualified leads',
  headline: 'Marketing that fills your calendar, not just your feed',
  sub: '{brand} plans, launches and optimises campaigns that turn ad spend into booked appointments, with clear reporting every step of the way.',
  eyebrow: 'Now taking 3 new clients this month',
  offer: 'free marketing audit',
  benefits: [
    [
      'target',
      'Campaigns that convert',
      'Funnels, ads and landing pages built around one goal: booked calls.',
    ],
    [
      'chart',
      'Transparent reporting',
      'A live dashboard shows leads, cost per lead and revenue, not vanity metrics.',
    ],
    ['zap', 'Fast launch', 'Your first campaign goes live in 14 days, not three months.'],
    ['users', 'A dedicated team', 'A strategist, designer and ads specialist who know your business.'],
    ['chat', 'Automated follow-up', 'SMS and email nurture sequences so no lead goes cold.'],
    ['award', 'Proven playbooks', 'Strategies refined across hundreds of local and online businesses.'],
  ],
  steps: [
    ['Free strategy call', 'We review your current marketing and find the quickest wins.'],
    ['Launch in 14 days', 'We build the funnel, ads and follow-up, and you approve every piece.'],
    ['Scale what works', 'Weekly optimisation moves budget to the campaigns that bring customers.'],
  ],
  stats: [
    ['3.2x', 'average return on ad spend'],
    ['12,000+', 'leads generated last year'],
    ['14 days', 'to launch'],
    ['94%', 'client retention'],
  ],
  quotes: [
    [
      'Within six weeks our calendar was full. {brand} paid for itself in the first month.',
      'Rachel Nguyen',
      'Owner, Lumière Med Spa',
    ],
    [
      'Finally an agency that reports on booked appointments instead of likes.',
      'Tom Brennan',
      'Founder, Brennan Roofing',
    ],
    [
      'Our cost per lead dropped by 58% and the leads are better quality.',
      'Aisha Karim',
      'Director, Crestview Dental',
    ],
  ],
  faq: [
    [
      'Do you require long contracts?',
      'No. We work month to month because we would rather earn your business with results.',
    ],
    ['How soon will I see results?', 'Most clients see their first leads within two weeks of launch.'],
    [
      'Which platforms do you use?',
      'Meta, Google, TikTok and email/SMS automation, chosen based on where your customers are.',
    ],
    [
      'What does the free audit include?',
      'A review of your ads, website and follow-up with a prioritised action plan you can keep.',
    ],
  ],
  plans: [
    {
      name: 'Launch',
      price: '$997',
      period: '/mo',
      features: ['1 ad platform', 'Landing page and funnel', 'Monthly report'],
    },
    {
      name: 'Growth',
      price: '$1,997',
      period: '/mo',
      features: ['2 ad platforms', 'SMS and email follow-up', 'Weekly optimisation'],
    },
    {
      name: 'Scale',
      price: '$3,497',
      period: '/mo',
      features: ['All platforms', 'Creative production', 'Dedicated strategist'],
    },
  ],
  logos: ['Lumière Med Spa', 'Brennan Roofing', 'Crestview Dental', 'Oak & Iron', 'Harbor Fitness'],
  ctas: { consultation: 'Book my free strategy call', leads: 'Get my free audit' },
};

export const consulting: IndustryProfile = {
  id: 'consulting',
  label: 'consulting firm',
  keywords:
    'consulting:4, consultant:4, consultancy:4, b2b:3, advisory:3, management consulting:5, strategy:1, operations:1',
  industryOptions: ['Professional Services'],
  brand: 'Meridian Advisory',
  scheme: 'gray',
  visual: 'dashboard',
  icon: 'briefcase',
  goal: 'consultation',
  customers: 'clients',
  outcome: 'a clear plan for profitable growth',
  headline: 'Strategy and execution for companies ready to scale',
  sub: '{brand} partners with leadership teams to fix bottlenecks, sharpen strategy and deliver measurable results in months, not years.',
  eyebrow: 'Trusted by growth-stage and mid-market companies',
  offer: 'complimentary strategy session',
  benefits: [
    [
      'target',
      'Focused diagnostics',
      'A structured assessment pinpoints where margin and momentum are being lost.',
    ],
    ['briefcase', 'Senior expertise', 'Work directly with partners who have led operations at scale.'],
    ['chart', 'Measurable outcomes', 'Every engagement is tied to KPIs agreed on day one.'],
    [
      'handshake',
      'Hands-on delivery',
      'We roll up our sleeves with your team rather than leaving a slide deck.',
    ],
    ['shield', 'Confidential and independent', 'Unbiased advice with strict confidentiality throughout.'],
    ['trend', 'Built to last', 'We transfer the tools and know-how so results continue after we leave.'],
  ],
  steps: [
    ['Discovery session', 'A 45-minute call to understand your goals and constraints.'],
    ['Assessment and roadmap', 'In two weeks you receive a prioritised plan with clear ROI.'],
    ['Execution support', 'We help your team deliver, measure and refine.'],
  ],
  stats: [
    ['$180M+', 'in client value created'],
    ['120+', 'engagements delivered'],
    ['22%', 'average margin improvement'],
    ['15 yrs', 'of experience'],
  ],
  quotes: [
    [
      '{brand} helped us cut our delivery time by a third while growing revenue 40%.',
      'James Whitfield',
      'CEO, Atlas Logistics',
    ],
    ['Practical, data-driven and genuinely invested in our success.', 'Laura Chen', 'COO, Brightline Health'],
    [
      'The roadmap they built is still how we run our quarterly planning.',
      'David Moreno',
      'Founder, Keystone Manufacturing',
    ],
  ],
  faq: [
    [
      'What size companies do you work with?',
      'Typically companies with 20 to 500 employees that are ready to scale or restructure.',
    ],
    [
      'How are engagements priced?',
      'Fixed-fee projects or monthly retainers, scoped after a free discovery session.',
    ],
    [
      'How long does an engagement last?',
      'Most engagements run 8 to 16 weeks, with optional ongoing advisory support.',
    ],
    [
      'Do you sign NDAs?',
      'Yes. Confidentiality is standard and we are happy to sign your NDA before the first call.',
    ],
  ],
  plans: [
    {
      name: 'Assessment',
      price: '$7,500',
      period: ' fixed',
      features: ['Two-week diagnostic', 'Prioritised roadmap', 'Executive readout'],
    },
    {
      name: 'Transformation',
      price: '$18,000',
      period: '/mo',
      features: ['Hands-on delivery', 'Weekly steering', 'KPI dashboard'],
    },
    {
      name: 'Advisory',
      price: '$4,500',
      period: '/mo',
      features: ['Monthly strategy sessions', 'On-call guidance', 'Board support'],
    },
  ],
  logos: ['Atlas Logistics', 'Brightline Health', 'Keystone Mfg.', 'Vantage Group', 'Cobalt Partners'],
  ctas: { consultation: 'Book a strategy session', leads: 'Request a proposal' },
};
