import type { IndustryProfile } from '../types.ts';

export const saas: IndustryProfile = {
  id: 'saas',
  label: 'software product',
  keywords:
    'saas:5, software:8, software for:4, crm:4, platform:2, platform for:3, hr:3, dashboard:2, free trial:4, api:3, automation:2, integrations:3, workflow:2, project management:3, analytics:2, startup:1, tool:2, subscription:1, demo:3, per seat:3, per user:3, per workspace:3, onboarding:2, b2b:3, no-show:2, sms:2, self-serve:2, sign-ups:2',
  industryOptions: ['Technology/SaaS'],
  brand: 'Launchpad',
  scheme: 'blue',
  visual: 'dashboard',
  icon: 'rocket',
  goal: 'signup',
  customers: 'teams',
  service: 'workflow automation',
  services: ['Automations', 'Reporting', 'Integrations', 'Team permissions'],
  serviceCard: 'Everything you need for {service}, in one place and without a long setup project.',
  outcome: 'less busywork and clearer priorities',
  headline: 'Simple, dependable {service} your team will actually use',
  sub: '{brand} brings the work into one place, takes care of the repetitive steps and shows everyone what needs doing next.',
  eyebrow: 'Built for busy teams',
  offer: 'product demo',
  benefits: [
    [
      'zap',
      'Quick to set up',
      'Bring in what you already have and get going without a long implementation project.',
    ],
    [
      'chart',
      'Reports that make sense',
      'See what is moving, what is stuck and where the time goes, at a glance.',
    ],
    [
      'users',
      'Built for teams',
      'Shared views, comments and clear ownership keep everyone on the same page.',
    ],
    [
      'sparkles',
      'Less busywork',
      'Automate the repetitive steps around {service} so people can focus on the work that needs them.',
    ],
    ['lock', 'Careful with your data', 'Clear permissions mean people see what they need, and nothing more.'],
    [
      'globe',
      'Fits your stack',
      'Designed to sit alongside the tools your team already uses, not to replace everything at once.',
    ],
  ],
  steps: [
    ['Create your account', 'Sign up and invite the people you work with.'],
    ['Bring your work in', 'Import what you already have, or start fresh with a simple setup.'],
    [
      'Get time back',
      'The repetitive steps run in the background while your team gets on with the real work.',
    ],
  ],
  faq: [
    [
      'How do I get started?',
      'Sign up or book a demo and we will show you how {brand} fits the way your team works.',
    ],
    [
      'Can we move our existing data across?',
      'Tell us what you use today and we will show you how to bring your data in.',
    ],
    [
      'How is our data protected?',
      'We explain how your data is stored, who can access it and how you can export it, before you commit.',
    ],
    [
      'How does pricing work?',
      'It depends on the plan you choose. Compare the plans below, or talk to us about what your team needs.',
    ],
    [
      'Is it right for our team?',
      'If your team spends time on {service} and the repetitive steps around it, a short demo will show you quickly whether {brand} fits.',
    ],
  ],
  figures: ['teams onboarded', 'hours saved per person each week', 'uptime over the last year'],
  plans: [
    {
      name: 'Starter',
      period: ' per month',
      features: ['Core features', 'For small teams', 'Email support'],
    },
    {
      name: 'Pro',
      period: ' per month',
      features: ['Everything in Starter', 'Automations and reports', 'Integrations'],
    },
    {
      name: 'Business',
      period: ' per month',
      features: ['Everything in Pro', 'SSO and admin controls', 'Priority support'],
    },
  ],
  ctas: { signup: 'Get started', leads: 'Book a demo', booking: 'Book a demo', traffic: 'See how it works' },
};

/** Mobile apps of any kind; serves no single corpus niche, so it uses no niche's words. */
export const app: IndustryProfile = {
  id: 'app',
  label: 'mobile app',
  keywords:
    'mobile app:6, app store:5, google play:5, ios:3, android:3, download the app:5, get the app:5, iphone:3, ipad:2, app:2',
  brand: 'Pocket',
  scheme: 'purple',
  visual: 'phone',
  icon: 'phone',
  goal: 'app',
  customers: 'users',
  service: 'staying organised',
  services: ['Reminders', 'Progress tracking', 'Sharing', 'Personal settings'],
  serviceCard: 'Everything you need for {service}, a tap away on your phone.',
  outcome: 'a simpler day, right from your phone',
  headline: 'Everything you need for {service}, right in your pocket',
  sub: '{brand} turns the things you juggle into a few quick taps, on the phone you already carry.',
  eyebrow: 'Made for your phone',
  offer: 'download link',
  benefits: [
    ['zap', 'Quick to use', 'The things you do most are only a tap or two away.'],
    [
      'sparkles',
      'Helpful reminders',
      'Nudges at the moments they are useful, and easy to turn down when they are not.',
    ],
    ['lock', 'Privacy in mind', 'You choose what to share, and your settings are easy to find and change.'],
    ['chart', 'See your progress', 'Simple summaries show how you are getting on with {service}.'],
    ['heart', 'Calm by design', 'A clean layout with just what you need and nothing in the way.'],
  ],
  steps: [
    ['Download the app', 'Get it from the app store on your phone.'],
    ['Set it up your way', 'Answer a few quick questions and {brand} adjusts to you.'],
    ['Enjoy the extra time', 'Let {brand} keep track of the details while you get on with your day.'],
  ],
  faq: [
    [
      'What can I do with {brand}?',
      'It is designed around {service}: quick to pick up and simple enough to use every day.',
    ],
    [
      'How much does it cost?',
      'See the plans below for what each one includes, and pick the one that suits you.',
    ],
    [
      'Which phones does it work on?',
      'Check the app store listing on your phone for the versions currently supported.',
    ],
    [
      'How is my data handled?',
      'Our privacy policy sets out what we collect, why we collect it and how to ask for it to be deleted.',
    ],
  ],
  figures: ['downloads', 'app store rating', 'daily users'],
  plans: [
    {
      name: 'Basic',
      period: '',
      features: ['Core features', 'Reminders', 'One device'],
    },
    {
      name: 'Plus',
      period: ' per month',
      features: ['Everything in Basic', 'Sync across devices', 'Extra insights'],
    },
    {
      name: 'Annual',
      period: ' per year',
      features: ['Everything in Plus', 'Billed once a year', 'All updates included'],
    },
  ],
  ctas: { app: 'Download the app', signup: 'Get the app' },
};
