import type { IndustryProfile } from '../types.ts';

export const agency: IndustryProfile = {
  id: 'agency',
  label: 'marketing agency',
  keywords:
    'marketing agency:6, digital agency:6, advertising agency:5, ad agency:5, agency:2, digital marketing:4, marketing:1, seo:4, ppc:4, google ads:5, facebook ads:5, meta ads:5, paid ads:4, ads management:4, marketing for:4, ads for:3, ads:2, more leads:2, more calls:2, paid social:4, social media management:6, social media:3, content marketing:4, email marketing:2, lead generation:3, web design:2, ad spend:4, roas:4, branding:1',
  industryOptions: ['Marketing Agency'],
  brand: 'Northstar Digital',
  scheme: 'purple',
  visual: 'dashboard',
  icon: 'trend',
  goal: 'consultation',
  customers: 'clients',
  service: 'digital marketing',
  services: ['SEO', 'Paid ads', 'Social media management', 'Content and email', 'Landing pages'],
  serviceCard:
    'Ask us about {service}: we start with your goals and report back on results you can actually read.',
  outcome: 'marketing that brings in real customers',
  headline: 'Get more customers from {service}, not just more clicks',
  sub: '{brand} plans, runs and refines your marketing around one question: is it bringing in business? You always see what is working and what it costs.',
  eyebrow: 'Marketing measured by results',
  offer: 'marketing audit',
  benefits: [
    [
      'target',
      'Built around your goals',
      'Every campaign starts with who you want to reach and what a new customer is worth to you.',
    ],
    ['chart', 'Reporting you can read', 'Clear reports on leads, costs and results, not vanity metrics.'],
    [
      'users',
      'People who learn your business',
      'A team that takes the time to understand your market, your offers and your customers.',
    ],
    [
      'trend',
      'Test, learn, improve',
      'We test messages, audiences and pages, then put more behind what works.',
    ],
    [
      'chat',
      'Straight talk',
      'Honest advice on {service}, including when something is not worth your budget.',
    ],
    ['handshake', 'Clear terms', 'Scope, fees and what you can expect are agreed before we start.'],
  ],
  steps: [
    ['Audit and goals', 'We review your current marketing and agree what success looks like.'],
    ['Plan and launch', 'A clear plan for {service}, approved by you before anything goes live.'],
    ['Measure and improve', 'Regular reporting and steady changes that move budget to what works.'],
  ],
  faq: [
    [
      'How soon will we see results?',
      'It depends on the channel. Paid ads can bring leads quickly, while SEO and content build over months. We set realistic expectations up front.',
    ],
    [
      'How do your fees work?',
      'Fees depend on the scope and the channels involved. You get a clear written proposal before anything starts.',
    ],
    [
      'What happens on the first call?',
      'We look at your current marketing, website and follow-up, and agree the few changes most likely to bring in more business.',
    ],
    [
      'Which channels should we use?',
      'The ones where your customers already spend their time. We recommend channels for {service} based on your goals and budget, and explain why.',
    ],
  ],
  figures: ['clients served', 'campaigns launched', 'average return on ad spend', 'leads generated'],
  plans: [
    {
      name: 'Starter',
      period: ' per month',
      features: ['One channel managed', 'Monthly report', 'Strategy check-in'],
    },
    {
      name: 'Growth',
      period: ' per month',
      features: ['Two or three channels', 'Landing page and follow-up', 'Regular optimisation'],
    },
    {
      name: 'Full service',
      period: ' per month',
      features: ['All agreed channels', 'Creative and content', 'A dedicated strategist'],
    },
  ],
  ctas: {
    consultation: 'Book my marketing audit',
    leads: 'Get my marketing audit',
    call: 'Call to talk strategy',
  },
};

/** Business advisory for any sector; serves no single corpus niche, so it uses no niche's words. */
export const consulting: IndustryProfile = {
  id: 'consulting',
  label: 'consultancy',
  keywords:
    'consultancy:5, consultant:4, advisory:2, b2b:2, process improvement:3, business transformation:3, change management:3, due diligence:3, fractional:3, interim:2, turnaround:3',
  industryOptions: ['Professional Services'],
  brand: 'Meridian Advisory',
  scheme: 'gray',
  visual: 'dashboard',
  icon: 'briefcase',
  goal: 'consultation',
  customers: 'clients',
  service: 'strategy and operations',
  services: [
    'Strategy and planning',
    'Operations and process improvement',
    'Cost and margin reviews',
    'Change support',
  ],
  serviceCard:
    'Talk to us about {service}: we start with your numbers and your people, and leave changes your team can carry on.',
  outcome: 'a clear plan your team can deliver',
  headline: 'Practical help with {service} that your team can carry forward',
  sub: '{brand} works alongside your leadership team to find what is holding the business back, agree what to change and see it through.',
  eyebrow: 'From diagnosis to delivery',
  offer: 'strategy session',
  benefits: [
    ['target', 'A focused diagnosis', 'We start by finding where time, money and momentum are being lost.'],
    ['chart', 'Measurable goals', 'Each piece of work is tied to outcomes agreed with you at the start.'],
    [
      'handshake',
      'Alongside your team',
      'We work with your people on {service}, rather than handing over a report and leaving.',
    ],
    ['chat', 'Straight advice', 'Honest views on what to change, what to stop and what to leave alone.'],
    ['lock', 'In confidence', 'What you share about your business is treated as confidential.'],
    [
      'trend',
      'Change that lasts',
      'We hand over the tools and know-how so progress continues after the engagement ends.',
    ],
  ],
  steps: [
    ['Discovery conversation', 'We learn about your goals, constraints and what has been tried before.'],
    ['Diagnosis and plan', 'A clear assessment and a prioritised plan, with the reasoning behind it.'],
    ['Delivery support', 'We help your team put the plan into action, measure progress and adjust.'],
  ],
  faq: [
    [
      'How do you price your work?',
      'Usually as a fixed-fee project or an ongoing retainer, scoped after an initial conversation and agreed in writing.',
    ],
    [
      'How long does a typical project last?',
      'It depends on the scope. We agree the timeline and milestones before work starts.',
    ],
    [
      'Will you work with our existing team?',
      'Yes. We work alongside your people on {service} so the know-how stays in the business.',
    ],
    [
      'Is our information kept confidential?',
      'Yes. Everything you share is treated in confidence, and we are happy to sign a non-disclosure agreement.',
    ],
  ],
  figures: ['projects delivered', 'clients advised', 'average margin improvement'],
  plans: [
    {
      name: 'Assessment',
      period: '',
      features: ['Focused diagnostic', 'Prioritised plan', 'Leadership readout'],
    },
    {
      name: 'Project',
      period: '',
      features: ['Hands-on delivery', 'Regular progress reviews', 'Agreed milestones'],
    },
    {
      name: 'Advisory retainer',
      period: ' per month',
      features: ['Regular strategy sessions', 'Guidance when you need it', 'Leadership support'],
    },
  ],
  ctas: { consultation: 'Book a strategy session', leads: 'Request a proposal' },
};
