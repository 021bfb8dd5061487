import type { IndustryProfile } from '../types.ts';

/** Online courses, cohort programmes and academies. */
export const education: IndustryProfile = {
  id: 'education',
  label: 'online course',
  keywords:
    'course:5, online course:6, academy:4, coding:5, summer camp:4, kids camp:4, lesson:3, module:3, curriculum:4, masterclass:4, tutorial:2, student:2, enroll:4, enrol:4, enrolment:4, self-paced:4, cohort:4, lifetime access:4, certificate:2, certification:2, tutoring:4, e-learning:5, online school:5, education:3, bootcamp:2, class:1, learn:2, training:1',
  industryOptions: ['Education'],
  brand: 'Skillcraft Academy',
  scheme: 'purple',
  visual: 'dashboard',
  icon: 'cap',
  goal: 'sales',
  customers: 'students',
  service: 'new skills',
  services: ['Video lessons', 'Guided exercises', 'Feedback on your work', 'Community discussion'],
  serviceCard: 'Step-by-step lessons in {service}, each one building on the last.',
  outcome: 'skills you can use with confidence',
  headline: 'Build real confidence in {service}, one clear lesson at a time',
  sub: '{brand} teaches {service} through clear lessons and hands-on practice, so you finish able to use what you’ve learned.',
  eyebrow: 'Practical, step-by-step learning',
  offer: 'place on the course',
  benefits: [
    [
      'book',
      'Clear, structured lessons',
      'Each lesson builds on the last, so you always know what comes next.',
    ],
    ['target', 'Learn by doing', 'Practical exercises help {service} stick, not just make sense on screen.'],
    ['clock', 'Made for busy lives', 'Focused lessons designed to fit around work and family.'],
    ['chat', 'Questions welcome', 'Stuck on something? Ask, and get a clear answer in plain language.'],
    [
      'check',
      'Progress you can see',
      'Track what you’ve covered and watch your skills grow lesson by lesson.',
    ],
  ],
  steps: [
    ['Join the course', 'Sign up and get access to your first lessons.'],
    ['Learn and practise', 'Work through each lesson and try every exercise yourself.'],
    ['Use what you’ve learned', 'Put your new skills to work with confidence.'],
  ],
  faq: [
    [
      'What will I learn?',
      'You’ll learn {service} step by step, from the essentials through to confident, independent practice.',
    ],
    [
      'Do I need any experience?',
      'The course description explains where it starts and what you’ll need. If you’re unsure, ask us before you join.',
    ],
    [
      'How long will it take?',
      'That depends on your pace and the time you can give it. The course outline shows how much there is to cover.',
    ],
    [
      'What if the course isn’t right for me?',
      'Read the refund terms before you join, and ask us anything you’re unsure about.',
    ],
  ],
  figures: ['students enrolled', 'lessons', 'average course rating'],
  plans: [
    {
      name: 'Course only',
      period: '',
      features: ['All lessons', 'Exercises and resources', 'Learn at your own pace'],
    },
    {
      name: 'With support',
      period: '',
      features: ['Everything in Course only', 'Feedback on your work', 'Your questions answered'],
    },
    {
      name: 'Personal',
      period: '',
      features: ['Everything in With support', 'One-to-one sessions', 'A personal learning plan'],
    },
  ],
  ctas: {
    sales: 'Join the course',
    signup: 'Start learning',
    email: 'Send me the course details',
    leads: 'Get the course details',
  },
};

/**
 * Business, life, career and executive coaching, including coaching sessions for professionals
 * of any trade; no trade's own words.
 */
export const coaching: IndustryProfile = {
  id: 'coaching',
  label: 'coaching business',
  keywords:
    'coach:5, coaching:5, life coach:6, business coach:6, executive coaching:6, career coach:6, leadership:3, mentor:3, mindset:3, accountability:3, discovery call:4, strategy call:4, clarity call:4, breakthrough:2',
  brand: 'Momentum Coaching',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'target',
  goal: 'consultation',
  customers: 'clients',
  service: 'coaching',
  services: ['One-to-one coaching', 'Group coaching', 'Leadership coaching', 'Career coaching'],
  serviceCard:
    'Focused {service}, with clear goals, honest feedback and practical next steps after every session.',
  outcome: 'clarity, confidence and a plan you’ll actually follow',
  headline: 'Turn big goals into steady progress with {service}',
  sub: 'Clear goals, honest feedback and practical next steps: {brand} helps you make steady progress with {service} that fits the way you work.',
  eyebrow: 'For people ready to move forward',
  offer: 'discovery call',
  benefits: [
    [
      'target',
      'Clear goals',
      'Define what success looks like for you and the steps that will get you there.',
    ],
    ['calendar', 'Steady accountability', 'Regular sessions keep your plans moving, even in busy weeks.'],
    ['chat', 'Honest feedback', 'A thoughtful outside view that helps you spot your blind spots.'],
    ['sparkles', 'Confidence to act', 'Practical tools to make decisions and follow through on them.'],
    ['chart', 'Progress you can see', 'Track what has changed, so you know how far {service} has taken you.'],
  ],
  steps: [
    ['Book a discovery call', 'A relaxed conversation about where you are and where you want to be.'],
    ['Agree your plan', 'Decide together on your goals, your focus and how often to meet.'],
    ['Make steady progress', 'Regular sessions turn your plan into action, one step at a time.'],
  ],
  faq: [
    [
      'What happens on the discovery call?',
      'We talk about your goals and what’s getting in the way, and you find out whether {service} is the right fit. There’s no pressure to sign up.',
    ],
    [
      'How long do people usually work with a coach?',
      'It depends on your goals. We agree the length and rhythm of sessions together before we start.',
    ],
    [
      'Are sessions online or in person?',
      'Ask when you book. We’ll explain how sessions run and agree what works best for you.',
    ],
    [
      'Is coaching right for me?',
      'If you’re ready to act and want structure, honest feedback and accountability, {service} can help you move forward.',
    ],
  ],
  figures: ['clients coached', 'sessions delivered', 'years coaching'],
  plans: [
    {
      name: 'Starter',
      period: '',
      features: ['A focused set of sessions', 'A personal action plan', 'A review at the end'],
    },
    {
      name: 'Ongoing',
      period: ' per month',
      features: ['Regular sessions', 'Progress reviews', 'Support between sessions'],
    },
    {
      name: 'Intensive',
      period: '',
      features: ['An in-depth working session', 'A detailed action plan', 'A follow-up check-in'],
    },
  ],
  ctas: {
    consultation: 'Book my discovery call',
    booking: 'Book a session',
    leads: 'Apply for coaching',
    event: 'Save my place',
  },
};
