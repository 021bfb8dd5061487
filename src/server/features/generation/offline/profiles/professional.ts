import type { IndustryProfile } from '../types.ts';

export const legal: IndustryProfile = {
  id: 'legal',
  label: 'law firm',
  keywords:
    'law firm:6, lawyer:5, attorney:5, legal:4, personal injury:6, divorce:4, estate planning:5, immigration:3, litigation:4, family law:5, solicitor:5',
  brand: 'Hartwell Law Group',
  scheme: 'gray',
  visual: 'spotlight',
  icon: 'scale',
  goal: 'consultation',
  customers: 'clients',
  outcome: 'experienced legal counsel in your corner',
  headline: 'Experienced attorneys who fight for the outcome you deserve',
  sub: '{brand} gives you straight answers, a clear strategy and relentless advocacy. Speak with an attorney {near} today, with no obligation.',
  eyebrow: 'Free, confidential case review',
  offer: 'free case evaluation',
  benefits: [
    [
      'scale',
      'Proven track record',
      'Decades of combined experience and millions recovered for our clients.',
    ],
    ['chat', 'Straight answers', 'We explain your options in plain English, never legal jargon.'],
    ['shield', 'No win, no fee', 'For injury cases you pay nothing unless we win your case.'],
    ['clock', 'Responsive team', 'Calls and emails returned within one business day, guaranteed.'],
    ['users', 'Personal attention', 'Your case is handled by a senior attorney, not passed to a junior.'],
    ['lock', 'Strictly confidential', 'Everything you share is protected by attorney-client privilege.'],
  ],
  steps: [
    ['Free consultation', 'Tell us what happened in a confidential call.'],
    ['Clear strategy', 'We explain your options, timeline and likely costs.'],
    ['We fight for you', 'We handle the paperwork, negotiation and court so you can focus on life.'],
  ],
  stats: [
    ['$50M+', 'recovered for clients'],
    ['25+', 'years of experience'],
    ['98%', 'client satisfaction'],
    ['24h', 'response time'],
  ],
  quotes: [
    [
      'They took the stress off my shoulders and got a settlement far beyond what I expected.',
      'Patricia Moore',
      'Personal injury client',
    ],
    [
      'Honest, responsive and incredibly thorough. I always knew where my case stood.',
      'Anthony Russo',
      'Family law client',
    ],
    [
      'They made a complicated estate simple and treated my family with real kindness.',
      'Helen Whitman',
      'Estate planning client',
    ],
  ],
  faq: [
    [
      'How much does a consultation cost?',
      'Your first consultation is free and confidential, with no obligation.',
    ],
    [
      'How are your fees structured?',
      'Injury cases are contingency based. Other matters are flat-fee or hourly, agreed in writing up front.',
    ],
    [
      'How long will my case take?',
      'Every case is different. We will give you a realistic timeline in your first meeting.',
    ],
    ['Will my case go to court?', 'Most cases settle, but we prepare every case as if it will go to trial.'],
  ],
  plans: [
    {
      name: 'Consultation',
      price: 'Free',
      period: '',
      features: ['Confidential case review', 'Options explained', 'No obligation'],
    },
    {
      name: 'Flat-fee services',
      price: 'From $750',
      period: '',
      features: ['Wills and trusts', 'Contracts', 'Clear fixed price'],
    },
    {
      name: 'Contingency',
      price: '$0',
      period: ' up front',
      features: ['Personal injury', 'Pay only if we win', 'Full representation'],
    },
  ],
  logos: ['Super Lawyers', 'Avvo 10.0', 'Best Lawyers', 'State Bar Member', 'Martindale-Hubbell'],
  ctas: {
    consultation: 'Get my free case review',
    leads: 'Request a free consultation',
    call: 'Call for a free consultation',
  },
  local: true,
};

export const finance: IndustryProfile = {
  id: 'finance',
  label: 'financial services firm',
  keywords:
    'insurance:4, mortgage:3, loan:3, accounting:4, accountant:4, bookkeeping:4, tax:3, financial advisor:5, financial planning:5, retirement:3, investing:3, wealth:3, credit:2, cpa:4',
  industryOptions: ['Financial Services'],
  brand: 'Summit Financial',
  scheme: 'blue',
  visual: 'dashboard',
  icon: 'chart',
  goal: 'consultation',
  customers: 'clients',
  outcome: 'a clear, confident financial future',
  headline: 'Smart financial guidance for the life you are building',
  sub: '{brand} helps families and business owners plan, save and grow with personal advice, transparent fees and no jargon.',
  eyebrow: 'Fiduciary advice, always in your interest',
  offer: 'free financial review',
  benefits: [
    ['target', 'A plan built for you', 'Goals-based planning for retirement, education, property and more.'],
    ['shield', 'Fiduciary standard', 'We are legally bound to act in your best interest. Always.'],
    ['chart', 'Clear reporting', 'A simple online dashboard shows exactly where you stand.'],
    ['scale', 'Transparent fees', 'One clear fee, agreed up front. No hidden commissions.'],
    ['handshake', 'A long-term partner', 'The same dedicated advisor year after year.'],
    ['lock', 'Bank-level security', 'Your information is encrypted and protected at every step.'],
  ],
  steps: [
    ['Free review', 'A no-pressure conversation about where you are and where you want to be.'],
    ['Your personal plan', 'Clear recommendations, with the numbers behind them.'],
    ['Ongoing guidance', 'Regular check-ins as life and markets change.'],
  ],
  stats: [
    ['$420M', 'assets under advice'],
    ['1,800+', 'families served'],
    ['20 yrs', 'in practice'],
    ['4.9★', 'client rating'],
  ],
  quotes: [
    [
      'For the first time we actually understand our finances and have a plan for retirement.',
      'Mark & Julie Peterson',
      'Clients since 2016',
    ],
    [
      'They saved my business thousands in tax in the first year alone.',
      'Samantha Reyes',
      'Small business owner',
    ],
    ['Patient, clear and never pushy. I trust them completely.', 'George Whitaker', 'Retiree'],
  ],
  faq: [
    [
      'How much does it cost?',
      'Your first review is free. After that we charge a transparent flat or percentage fee, agreed in writing.',
    ],
    [
      'Is there a minimum to get started?',
      'No. We work with clients at every stage, from first job to retirement.',
    ],
    ['Are you a fiduciary?', 'Yes. We always act in your best interest and never earn hidden commissions.'],
    ['Can we meet online?', 'Yes. Meet in our office or by secure video call, whichever you prefer.'],
  ],
  plans: [
    {
      name: 'Financial review',
      price: 'Free',
      period: '',
      features: ['One-hour session', 'Snapshot report', 'No obligation'],
    },
    {
      name: 'Planning',
      price: '$1,500',
      period: ' one-off',
      features: ['Full financial plan', 'Tax strategy', 'Action checklist'],
    },
    {
      name: 'Ongoing advice',
      price: '$250',
      period: '/mo',
      features: ['Dedicated advisor', 'Quarterly reviews', 'Unlimited questions'],
    },
  ],
  logos: ['CFP Board', 'NAPFA', 'Forbes Advisor', 'Kiplinger', 'BBB A+'],
  ctas: { consultation: 'Book my free review', leads: 'Get my free review' },
};
