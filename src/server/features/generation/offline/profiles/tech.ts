import type { IndustryProfile } from '../types.ts';

export const saas: IndustryProfile = {
  id: 'saas',
  label: 'software product',
  keywords:
    'saas:3, software:3, crm:3, platform:2, dashboard:2, free trial:3, api:2, automation:2, integrations:2, workflow:2, project management:3, analytics:2, startup:1, tool:1, subscription:1',
  industryOptions: ['Technology/SaaS'],
  brand: 'Launchpad',
  scheme: 'blue',
  visual: 'dashboard',
  icon: 'rocket',
  goal: 'signup',
  customers: 'teams',
  outcome: '{a_thing} your team actually enjoys using',
  headline: 'The {thing} that gives your team hours back every week',
  sub: '{brand} brings your pipeline, conversations and reporting into one fast workspace, so {customers} spend less time on busywork and more time closing deals.',
  eyebrow: 'New: automations that write themselves',
  offer: '14-day free trial',
  benefits: [
    [
      'zap',
      'Set up in minutes',
      'Import your data with one click and start working the same afternoon. No consultants required.',
    ],
    [
      'chart',
      'Reports that make sense',
      'Live dashboards show what is working, what is stuck and where revenue is coming from.',
    ],
    [
      'users',
      'Built for collaboration',
      'Shared views, mentions and assignments keep everyone on the same page.',
    ],
    [
      'sparkles',
      'Automate the busywork',
      'Follow-ups, reminders and data entry run in the background while you focus on people.',
    ],
    [
      'lock',
      'Enterprise-grade security',
      'SSO, role-based permissions and encrypted backups come standard on every plan.',
    ],
    ['globe', 'Works with your stack', 'Connect email, calendar, Slack and 100+ tools you already use.'],
  ],
  steps: [
    ['Create your workspace', 'Sign up free and invite your team. No credit card needed.'],
    ['Bring your data', 'Import contacts and deals from spreadsheets or your old tool in a few clicks.'],
    ['Watch the time come back', 'Automations handle the repetitive work, so your team can sell.'],
  ],
  stats: [
    ['10h', 'saved per person, per week'],
    ['4,000+', 'teams onboarded'],
    ['99.9%', 'uptime SLA'],
    ['4.8/5', 'average review score'],
  ],
  quotes: [
    [
      'We replaced three tools with {brand} and our reps finally update the pipeline without being chased.',
      'Priya Raman',
      'VP Sales, Northbeam',
    ],
    [
      'Setup took one afternoon. Two weeks later our follow-up rate had doubled.',
      'Marcus Webb',
      'Founder, Tidewell',
    ],
    [
      'The reporting alone paid for it. I know exactly where every deal stands.',
      'Elena Sorensen',
      'Head of Revenue, Fieldnote',
    ],
  ],
  faq: [
    [
      'Is there a free trial?',
      'Yes. Every plan starts with a 14-day free trial with all features unlocked, and no credit card is required.',
    ],
    [
      'Can I import my existing data?',
      'Absolutely. Import from CSV or connect your previous tool and we will map the fields for you.',
    ],
    [
      'Is my data secure?',
      'Your data is encrypted in transit and at rest, backed up daily and never shared with third parties.',
    ],
    [
      'Can I cancel anytime?',
      'Yes. Plans are month to month and you can export your data whenever you like.',
    ],
  ],
  plans: [
    {
      name: 'Starter',
      price: '$19',
      period: '/user/mo',
      features: ['Up to 3 users', 'Core pipeline and contacts', 'Email support'],
    },
    {
      name: 'Pro',
      price: '$49',
      period: '/user/mo',
      features: ['Unlimited users', 'Automations and reports', 'Integrations', 'Priority support'],
    },
    {
      name: 'Business',
      price: '$99',
      period: '/user/mo',
      features: ['Everything in Pro', 'SSO and audit log', 'Dedicated success manager'],
    },
  ],
  logos: ['Northbeam', 'Tidewell', 'Fieldnote', 'Lumen Labs', 'Quarry'],
  ctas: { signup: 'Start free trial', leads: 'Book a demo', traffic: 'See how it works' },
};

export const app: IndustryProfile = {
  id: 'app',
  label: 'mobile app',
  keywords: 'mobile app:4, app store:4, google play:4, ios:3, android:3, download the app:4, iphone:2',
  brand: 'Pocket',
  scheme: 'purple',
  visual: 'phone',
  icon: 'phone',
  goal: 'app',
  customers: 'users',
  outcome: 'a simpler day, right from your phone',
  headline: 'Everything you need, right in your pocket',
  sub: '{brand} turns the everyday tasks you juggle into a few quick taps. Fast, private and beautifully simple on iPhone and Android.',
  eyebrow: 'Free on iOS and Android',
  offer: 'free download',
  benefits: [
    ['zap', 'Lightning fast', 'Opens in under a second and works offline, so it is ready whenever you are.'],
    ['sparkles', 'Smart reminders', 'Gentle nudges at the right moment, never a flood of notifications.'],
    ['lock', 'Private by design', 'Your data stays on your device and is encrypted when it syncs.'],
    ['users', 'Share with family', 'Invite the people you care about and stay in sync in real time.'],
    ['chart', 'See your progress', 'Clear weekly summaries show how far you have come.'],
    ['heart', 'Made with care', 'No ads, no clutter. Just the features you actually use.'],
  ],
  steps: [
    ['Download the app', 'Free on the App Store and Google Play.'],
    ['Set it up in a minute', 'Answer three quick questions and we tailor everything to you.'],
    ['Enjoy the extra time', 'Let {brand} handle the details while you get on with your day.'],
  ],
  stats: [
    ['1M+', 'downloads'],
    ['4.8★', 'App Store rating'],
    ['60s', 'to get started'],
    ['0', 'ads, ever'],
  ],
  quotes: [
    [
      'I have tried every app like this. {brand} is the only one I still open every single day.',
      'Jasmine Cole',
      'App Store review',
    ],
    ['Clean, fast and it just works. My whole family uses it now.', 'Daniel Okafor', 'Google Play review'],
    [
      'The reminders are genuinely helpful instead of annoying. Five stars.',
      'Sofia Marino',
      'App Store review',
    ],
  ],
  faq: [
    [
      'Is {brand} free?',
      'Yes. The app is free to download and use. An optional premium upgrade unlocks extra features.',
    ],
    [
      'Which devices are supported?',
      'iPhone and iPad with iOS 15 or later, and Android phones with Android 9 or later.',
    ],
    ['Does it work offline?', 'Yes. Everything works offline and syncs automatically when you reconnect.'],
    [
      'How is my data protected?',
      'Data is encrypted on your device and in transit. We never sell your information.',
    ],
  ],
  plans: [
    {
      name: 'Free',
      price: '$0',
      period: '',
      features: ['All core features', 'Sync on 2 devices', 'Community support'],
    },
    {
      name: 'Premium',
      price: '$4.99',
      period: '/mo',
      features: ['Unlimited devices', 'Family sharing', 'Advanced insights'],
    },
    {
      name: 'Lifetime',
      price: '$79',
      period: ' once',
      features: ['Everything in Premium', 'All future updates', 'Priority support'],
    },
  ],
  logos: ['TechDaily', 'AppAdvice', 'Product Hunt', 'The Verge', 'Lifehacker'],
  ctas: { app: 'Download the app', signup: 'Get the app free' },
};
