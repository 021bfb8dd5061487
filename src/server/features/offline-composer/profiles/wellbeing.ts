import type { IndustryProfile } from '../types.ts';

/** Yoga, massage, nutrition and holistic wellness; its copy uses no niche's own words. */
export const wellness: IndustryProfile = {
  id: 'wellness',
  label: 'wellness studio',
  keywords:
    'yoga:5, meditation:4, wellness:3, wellbeing:3, well-being:3, day spa:4, spa:1, massage:4, pilates:4, holistic:4, mindfulness:4, breathwork:4, nutrition:3, reiki:5, sound bath:5, acupunct:5, reflexology:5, aromatherap:4, naturopath:5, retreat:1',
  industryOptions: ['Fitness/Wellness'],
  brand: 'Lotus Wellness Studio',
  scheme: 'green',
  visual: 'spotlight',
  icon: 'leaf',
  goal: 'booking',
  customers: 'clients',
  service: 'wellness sessions',
  services: ['Yoga classes', 'Massage', 'Meditation', 'Nutrition guidance', 'Private sessions'],
  serviceCard: 'Unhurried {service} in a calm space, shaped around how you feel on the day.',
  outcome: 'a calmer mind and a body that feels good',
  headline: 'Make time for {service} {near}',
  sub: 'Whether you are brand new or returning to a practice you love, {brand} offers {service} in a calm, welcoming space, shaped around how you feel on the day.',
  eyebrow: 'Wellness {near}',
  offer: 'first session',
  benefits: [
    [
      'leaf',
      'Suited to every level',
      'New or experienced, you get options that fit your body and your energy on the day.',
    ],
    [
      'users',
      'Personal attention',
      'Teachers and practitioners who notice how you are doing and adjust with you.',
    ],
    ['sun', 'A space to slow down', 'A calm, welcoming place to switch off from the rush of the day.'],
    [
      'heart',
      'Care for the whole you',
      'Movement, rest and nourishment, considered together rather than one at a time.',
    ],
    ['calendar', 'Easy to book', 'Choose your {service} and a time that suits you, right from this page.'],
  ],
  steps: [
    ['Choose your session', 'Pick the {service} and the time that suit you.'],
    ['Arrive and settle in', 'We welcome you, ask how you are feeling and adapt the session to you.'],
    [
      'Keep the calm going',
      'Leave with simple practices to carry into your week, and book again when you are ready.',
    ],
  ],
  faq: [
    [
      'I’m a complete beginner. Is that OK?',
      'Absolutely. Tell us when you book and we will suggest the right starting point and adjust as we go.',
    ],
    [
      'What should I bring?',
      'Comfortable clothes and some water. We will let you know ahead of time if you need anything else for your {service}.',
    ],
    [
      'I have an injury or a health condition. Can I still come?',
      'Let us know before your session and we will adapt it where we can. If you are unsure, check with your doctor first.',
    ],
    [
      'How do I book?',
      'Use the form on this page to choose your {service} and a time. We will confirm the details with you.',
    ],
  ],
  figures: ['clients welcomed', 'sessions each week', 'average review rating'],
  plans: [
    {
      name: 'Single session',
      period: ' per session',
      features: ['Any one session', 'Suited to your level', 'No commitment'],
    },
    {
      name: 'Session pack',
      period: '',
      features: ['Several sessions to use as you like', 'Mix different sessions', 'Book when it suits you'],
    },
    {
      name: 'Membership',
      period: ' per month',
      features: ['Regular sessions', 'A steady routine', 'Member events'],
    },
  ],
  ctas: {
    booking: 'Book a session',
    leads: 'Book my first session',
    signup: 'Join us',
    email: 'Join the mailing list',
  },
  local: true,
};

/** Gyms, personal training, challenges and group classes. */
export const fitness: IndustryProfile = {
  id: 'fitness',
  label: 'fitness studio',
  keywords:
    'fitness:4, gym:5, workout:4, personal trainer:6, personal training:6, crossfit:5, bootcamp:2, boot camp:3, weight loss:3, challenge:2, hiit:5, strength:2, fat loss:5, kettlebell:4, spin class:4, bodybuilding:4, powerlifting:4, boxing:3, trainer:2',
  industryOptions: ['Fitness/Wellness'],
  brand: 'Ironclad Fitness',
  scheme: 'orange',
  visual: 'spotlight',
  icon: 'dumbbell',
  goal: 'signup',
  customers: 'members',
  service: 'fitness training',
  services: ['Personal training', 'Group classes', 'Strength training', 'Fitness challenges'],
  serviceCard: 'Coached {service} that starts where you are and builds week by week.',
  outcome: 'a stronger, fitter you',
  headline: 'Get fitter and stronger with {service} {near}',
  sub: '{brand} pairs your {service} with a coach who meets you at your level, a plan you can follow and people who keep you showing up.',
  eyebrow: 'Train with us {near}',
  offer: 'intro session',
  benefits: [
    [
      'dumbbell',
      'Coach-led sessions',
      'Every session is planned and coached, so you always know what to do and why.',
    ],
    [
      'target',
      'Built around your goals',
      'We start with what you want to achieve and shape your {service} around it.',
    ],
    ['chart', 'Progress you can see', 'Regular check-ins track your strength, your energy and how you feel.'],
    [
      'users',
      'People who keep you going',
      'Train alongside people who cheer you on and notice when you are missing.',
    ],
    [
      'check',
      'Every level welcome',
      'Each movement has easier and harder options, so beginners and regulars train side by side.',
    ],
  ],
  steps: [
    ['Claim your spot', 'Sign up through this page and tell us your goals.'],
    ['Meet your coach', 'A friendly chat about your goals, any injuries and where you are starting from.'],
    ['Train and progress', 'Turn up, follow the plan and feel your fitness build week by week.'],
  ],
  faq: [
    [
      'I’m a complete beginner. Can I join?',
      'Yes. Every workout can be scaled, and your coach adapts each movement to you.',
    ],
    [
      'What if I miss a session?',
      'Life happens. Let your coach know and they will help you get back on track.',
    ],
    [
      'What do I need to bring?',
      'Comfortable clothes, suitable shoes and a water bottle. We will tell you if you need anything else for your {service}.',
    ],
    [
      'How soon will I see results?',
      'Everyone is different. With regular sessions and a plan you can follow, you tend to feel the difference in energy and strength before you see it in the mirror.',
    ],
  ],
  figures: ['members training with us', 'coaches on the team', 'sessions each week'],
  plans: [
    {
      name: 'Challenge',
      period: '',
      features: [
        'Coached sessions for the whole challenge',
        'Start and finish check-ins',
        'A plan you can follow',
      ],
    },
    {
      name: 'Membership',
      period: ' per month',
      features: ['Coached group sessions', 'Regular progress check-ins', 'Member community'],
    },
    {
      name: 'Personal training',
      period: ' per session',
      features: ['Personal coaching', 'A plan built for you', 'Times agreed with your coach'],
    },
  ],
  ctas: {
    signup: 'Join now',
    booking: 'Book an intro session',
    leads: 'Claim my intro session',
    consultation: 'Book a goal-setting chat',
  },
  local: true,
};
