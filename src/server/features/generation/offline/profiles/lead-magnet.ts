import type { IndustryProfile } from '../types.ts';

/** Opt-in pages whose subject is the free resource itself rather than an industry. */
export const leadMagnet: IndustryProfile = {
  id: 'lead-magnet',
  label: 'lead magnet',
  keywords:
    'e-book:3, ebook:3, lead magnet:5, free guide:4, checklist:3, cheat sheet:4, opt-in:2, optin:2, email list:3, newsletter:2, free download:3, workbook:3, swipe file:4',
  brand: 'Growth Playbook',
  scheme: 'orange',
  visual: 'product',
  icon: 'book',
  goal: 'email',
  customers: 'readers',
  outcome: 'a simple, proven plan you can start using today',
  headline: 'The free guide that turns good intentions into real results',
  sub: 'A short, practical guide with the exact steps, templates and examples that work, so you can stop guessing and start seeing results this month.',
  eyebrow: 'Free instant download',
  offer: 'free guide',
  benefits: [
    [
      'target',
      'A step-by-step plan',
      'Know exactly what to do first, next and after that. No fluff, no theory.',
    ],
    [
      'zap',
      'Quick wins in week one',
      'Simple actions you can finish in an afternoon that show results fast.',
    ],
    ['book', 'Real examples', 'See how others did it, with before-and-after numbers.'],
    ['check', 'Ready-to-use templates', 'Copy, paste and adapt the checklists and scripts inside.'],
    ['clock', 'Read it in 20 minutes', 'Short chapters you can finish over a coffee.'],
    ['gift', '100% free', 'Instant access in your inbox. No credit card, no catch.'],
  ],
  steps: [
    ['Enter your email', 'Tell us where to send your free copy.'],
    ['Check your inbox', 'Your download link arrives within a minute.'],
    ['Put it to work', 'Follow the plan and watch the results add up.'],
  ],
  stats: [
    ['25,000+', 'downloads'],
    ['4.9★', 'reader rating'],
    ['20 min', 'to read'],
    ['100%', 'free'],
  ],
  quotes: [
    [
      'I read it on Sunday and had three new enquiries by Friday. The templates alone are worth it.',
      'Laura Bennett',
      'Small business owner',
    ],
    ['Clear, practical and refreshingly short. Exactly what I needed.', 'Marcus Hill', 'Consultant'],
    ['I have paid for courses with less useful advice than this free guide.', 'Priya Desai', 'Founder'],
  ],
  faq: [
    [
      'Is it really free?',
      'Yes. Enter your email and the guide is sent to you straight away. No credit card required.',
    ],
    [
      'Who is this guide for?',
      'Busy owners and professionals who want a clear, practical plan rather than more theory.',
    ],
    [
      'Will you spam me?',
      'Never. You will get the guide and occasional useful tips, and you can unsubscribe with one click.',
    ],
    ['What format is it in?', 'A PDF you can read on your phone, tablet or computer, or print out.'],
  ],
  plans: [
    {
      name: 'Free guide',
      price: '$0',
      period: '',
      features: ['Instant download', 'Templates included', 'Lifetime access'],
    },
    {
      name: 'Workshop',
      price: '$49',
      period: '',
      features: ['Live walkthrough', 'Q&A session', 'Replay access'],
    },
    {
      name: 'Done with you',
      price: '$497',
      period: '',
      features: ['1:1 planning call', 'Custom plan', '30 days support'],
    },
  ],
  logos: ['Forbes', 'Entrepreneur', 'Inc.', 'Fast Company', 'Business Insider'],
  ctas: { email: 'Send me the free guide', leads: 'Get the free guide' },
};
