import type { IndustryProfile } from '../types.ts';

/** Opt-in pages whose subject is the free resource itself rather than an industry. */
export const leadMagnet: IndustryProfile = {
  id: 'lead-magnet',
  label: 'lead magnet',
  keywords:
    'e-book:4, ebook:4, lead magnet:6, free guide:4, checklist:3, cheat sheet:4, opt-in:3, optin:3, email list:3, newsletter:2, free download:4, free report:4, workbook:3, swipe file:4, template pack:3, toolkit:2',
  brand: 'The Practical Playbook',
  scheme: 'orange',
  visual: 'product',
  icon: 'book',
  goal: 'email',
  customers: 'readers',
  service: 'guide',
  services: ['Step-by-step guide', 'Checklist', 'Templates', 'Worked examples'],
  serviceCard: 'A clear, practical {service} you can read in one sitting and use straight away.',
  outcome: 'a clear plan you can start using today',
  headline: 'Get the {service} and know exactly where to start',
  sub: 'From {brand}: a short, practical {service} with the steps, checklists and examples that matter, so you can stop guessing and start making progress.',
  eyebrow: 'Free download',
  offer: 'free guide',
  benefits: [
    ['target', 'A step-by-step plan', 'Know what to do first, what comes next and what can wait.'],
    ['check', 'Ready-to-use checklists', 'Work through each step in order, with nothing important missed.'],
    ['book', 'Real-world examples', 'See how the ideas work in practice, not just in theory.'],
    ['clock', 'Short and to the point', 'Written to be read in one sitting, with no padding.'],
    ['gift', 'Free to download', 'Enter your email and the {service} is yours to keep.'],
  ],
  steps: [
    ['Enter your email', 'Tell us where to send your copy.'],
    ['Check your inbox', 'Your download link arrives by email.'],
    ['Put it to work', 'Follow the steps and see what changes.'],
  ],
  faq: [
    [
      'Is it really free?',
      'Yes. Enter your email and we send the {service} to your inbox. No payment details needed.',
    ],
    ['Who is it for?', 'Busy people who want a clear, practical plan rather than more theory.'],
    [
      'Will you fill my inbox?',
      'No. You get the {service} and the occasional useful tip, and you can unsubscribe at any time with one click.',
    ],
    ['What format is it in?', 'A file you can read on your phone, tablet or computer, or print out.'],
  ],
  figures: ['downloads so far', 'readers on the list'],
  plans: [
    {
      name: 'Free guide',
      period: '',
      features: ['Sent to your inbox', 'A step-by-step plan', 'Yours to keep'],
    },
    {
      name: 'Done with you',
      period: '',
      features: ['A personal planning call', 'A plan for your situation', 'Follow-up support'],
    },
  ],
  ctas: { email: 'Send me the free guide', leads: 'Get the free guide', signup: 'Get the free guide' },
};
