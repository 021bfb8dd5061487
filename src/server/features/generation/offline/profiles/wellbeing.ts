import type { IndustryProfile } from '../types.ts';

export const wellness: IndustryProfile = {
  id: 'wellness',
  label: 'wellness studio',
  keywords:
    'yoga:5, meditation:4, wellness:3, spa:3, massage:4, pilates:4, holistic:3, mindfulness:4, retreat:1, breathwork:4, nutrition:2',
  industryOptions: ['Fitness/Wellness'],
  brand: 'Lotus Wellness Studio',
  scheme: 'green',
  visual: 'spotlight',
  icon: 'leaf',
  goal: 'booking',
  customers: 'members',
  outcome: 'a calmer mind and a stronger body',
  headline: 'Find your balance, one breath at a time',
  sub: 'Small classes, expert teachers and a welcoming space {near}. Whether you are brand new or deepening your practice, {brand} meets you where you are.',
  eyebrow: 'New here? Your first class is on us',
  offer: 'free first class',
  benefits: [
    [
      'leaf',
      'Classes for every level',
      'Gentle flow, power yoga, yin and meditation, with options for beginners.',
    ],
    ['users', 'Small, friendly groups', 'Never more than 14 people, so teachers can guide you personally.'],
    ['heart', 'Experienced teachers', 'Certified instructors with hundreds of hours of training.'],
    ['calendar', 'Flexible schedule', 'Early morning, lunchtime and evening classes seven days a week.'],
    ['sun', 'A space to unwind', 'Warm, light-filled studios with mats and props provided.'],
    ['sparkles', 'Workshops and retreats', 'Monthly workshops on breathwork, mobility and mindful living.'],
  ],
  steps: [
    ['Book your free class', 'Choose a class that suits your schedule and level.'],
    ['Arrive and breathe', 'We provide mats, props and a warm welcome.'],
    ['Find your rhythm', 'Pick a membership that fits your life, or keep dropping in.'],
  ],
  stats: [
    ['40+', 'classes every week'],
    ['4.9★', 'member rating'],
    ['14', 'people per class, max'],
    ['12', 'certified teachers'],
  ],
  quotes: [
    [
      '{brand} has become my favourite hour of the week. I sleep better and my back pain is gone.',
      'Emma Clarke',
      'Member for 2 years',
    ],
    [
      'As a complete beginner I was nervous, but everyone made me feel at home.',
      'Jordan Lee',
      'Member since last spring',
    ],
    ['The teachers really notice you. It feels like a community, not a gym.', 'Grace Adeyemi', 'Member'],
  ],
  faq: [
    [
      'I have never done yoga. Is that OK?',
      'Absolutely. Our beginner classes are designed for your very first time on the mat.',
    ],
    ['What should I bring?', 'Just comfortable clothes and water. Mats, blocks and straps are provided.'],
    [
      'How do memberships work?',
      'Choose unlimited monthly classes or a class pack. You can pause or cancel anytime.',
    ],
    ['Can I book private sessions?', 'Yes, one-to-one sessions are available with any of our teachers.'],
  ],
  plans: [
    {
      name: 'Drop-in',
      price: '$22',
      period: ' class',
      features: ['Any single class', 'Mat and props included', 'No commitment'],
    },
    {
      name: 'Unlimited',
      price: '$129',
      period: '/mo',
      features: ['Unlimited classes', '10% off workshops', 'Bring a friend monthly'],
    },
    {
      name: '10-class pack',
      price: '$180',
      period: '',
      features: ['Use within 6 months', 'Share with a partner', 'Any class type'],
    },
  ],
  logos: ['Yoga Alliance', 'Mindbody', 'ClassPass', 'Well+Good', 'Local Favourite 2024'],
  ctas: { booking: 'Book my free class', leads: 'Claim my free class', email: 'Get the free guide' },
  local: true,
};

export const fitness: IndustryProfile = {
  id: 'fitness',
  label: 'fitness studio',
  keywords:
    'fitness:4, gym:4, workout:3, personal trainer:5, personal training:5, crossfit:4, bootcamp:3, weight loss:4, challenge:2, hiit:4, strength:2, fat loss:4',
  industryOptions: ['Fitness/Wellness'],
  brand: 'Ironclad Fitness',
  scheme: 'orange',
  visual: 'spotlight',
  icon: 'dumbbell',
  goal: 'signup',
  customers: 'members',
  outcome: 'the strongest, fittest version of you',
  headline: 'Get stronger in 6 weeks, or your money back',
  sub: 'Coach-led workouts, a simple nutrition plan and a community that keeps you showing up. {brand} makes results feel inevitable.',
  eyebrow: 'Next challenge starts soon',
  offer: '6-week transformation challenge',
  benefits: [
    ['dumbbell', 'Coach-led workouts', 'Efficient 45-minute sessions programmed for real progress.'],
    ['target', 'Personal targets', 'Start with a body assessment and a plan built around your goals.'],
    ['utensils', 'Simple nutrition plan', 'Flexible meal guides with recipes you will actually enjoy.'],
    ['chart', 'Track every win', 'Weekly check-ins show your strength, energy and measurements improving.'],
    ['users', 'Motivating community', 'Train alongside people who cheer you on every single session.'],
    ['clock', 'Fits your schedule', 'Classes from 5:30am to 8pm, plus on-demand workouts.'],
  ],
  steps: [
    ['Claim your spot', 'Sign up online in under two minutes.'],
    ['Start strong', 'A free assessment and your personal plan.'],
    ['Transform in 6 weeks', 'Train, eat well and celebrate your results.'],
  ],
  stats: [
    ['2,500+', 'members transformed'],
    ['12 lbs', 'average fat loss in 6 weeks'],
    ['4.9★', 'Google rating'],
    ['30+', 'classes a week'],
  ],
  quotes: [
    [
      'I lost 14 pounds and gained so much confidence. The coaches are incredible.',
      'Melissa Grant',
      'Challenge graduate',
    ],
    [
      'Best decision I made this year. I look forward to every workout now.',
      'Chris Delgado',
      'Member for 1 year',
    ],
    [
      'The accountability is what makes it work. I finally stuck with something.',
      'Hannah Brooks',
      'Challenge graduate',
    ],
  ],
  faq: [
    [
      'I am a beginner. Can I join?',
      'Yes. Every workout has scaled options and coaches adapt each move to you.',
    ],
    ['What if I miss a session?', 'Join any other class that week or follow the on-demand version at home.'],
    [
      'Is there really a money-back guarantee?',
      'Yes. Attend your sessions, follow the plan, and if you do not see results we refund you.',
    ],
    ['What do I need to bring?', 'Trainers, a water bottle and a towel. We provide all the equipment.'],
  ],
  plans: [
    {
      name: '6-Week Challenge',
      price: '$199',
      period: '',
      features: ['Unlimited classes', 'Nutrition plan', 'Before and after assessment'],
    },
    {
      name: 'Membership',
      price: '$149',
      period: '/mo',
      features: ['Unlimited classes', 'Monthly check-ins', 'Member events'],
    },
    {
      name: 'Personal Training',
      price: '$69',
      period: ' session',
      features: ['1:1 coaching', 'Custom programme', 'Flexible times'],
    },
  ],
  logos: ['Men\u2019s Health', 'Women\u2019s Health', 'Shape', 'Best Gym 2024', 'Google 4.9★'],
  ctas: { signup: 'Join the challenge', booking: 'Book a free session', leads: 'Claim my free session' },
  local: true,
};
