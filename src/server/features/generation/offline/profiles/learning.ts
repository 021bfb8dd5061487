import type { IndustryProfile } from '../types.ts';

export const education: IndustryProfile = {
  id: 'education',
  label: 'online course',
  keywords:
    'course:5, online course:6, academy:4, learn:2, lessons:3, students:3, tutoring:5, curriculum:4, masterclass:3, certification:3, training:2, bootcamp:2, class:1, school:3, education:4, modules:3',
  industryOptions: ['Education'],
  brand: 'Skillcraft Academy',
  scheme: 'purple',
  visual: 'dashboard',
  icon: 'cap',
  goal: 'sales',
  customers: 'students',
  outcome: 'real, job-ready skills in weeks, not years',
  headline: 'Master the skills that move your career forward',
  sub: 'Practical video lessons, hands-on projects and a supportive community. {brand} takes you from first lesson to confident results, at your own pace.',
  eyebrow: 'Enrolment is open',
  offer: 'free preview lesson',
  benefits: [
    ['book', 'Step-by-step lessons', 'Bite-sized videos that build on each other, with no fluff.'],
    ['target', 'Real projects', 'Apply every module to a real project you can show off.'],
    ['users', 'Community and feedback', 'Get answers from instructors and peers in the members-only group.'],
    ['clock', 'Learn at your pace', 'Lifetime access on any device. Fit it around work and family.'],
    ['award', 'Certificate of completion', 'Share your achievement on LinkedIn and your CV.'],
    ['shield', '30-day guarantee', 'Try the whole course risk-free for 30 days.'],
  ],
  steps: [
    ['Enrol in minutes', 'Get instant access to every module.'],
    ['Learn and build', 'Watch, practise and complete guided projects.'],
    ['Show your results', 'Earn your certificate and put your new skills to work.'],
  ],
  stats: [
    ['12,000+', 'students enrolled'],
    ['4.8★', 'average course rating'],
    ['42', 'lessons and projects'],
    ['Lifetime', 'access'],
  ],
  quotes: [
    [
      'I landed a new role three months after finishing. The projects made all the difference.',
      'Ryan Mitchell',
      'Course graduate',
    ],
    ['Clear, practical and genuinely fun. Best money I have spent on learning.', 'Chloe Martin', 'Student'],
    ['The community is gold. I never felt stuck for more than a day.', 'Omar Haddad', 'Student'],
  ],
  faq: [
    ['How long do I have access?', 'You get lifetime access, including all future updates to the course.'],
    ['Do I need any experience?', 'No. The course starts with the fundamentals and builds up step by step.'],
    [
      'Is there a guarantee?',
      'Yes. If the course is not right for you, ask for a full refund within 30 days.',
    ],
    [
      'Can I pay in instalments?',
      'Yes, choose the payment plan at checkout to split the cost over three months.',
    ],
  ],
  plans: [
    {
      name: 'Self-paced',
      price: '$197',
      period: '',
      features: ['All video lessons', 'Project files', 'Lifetime access'],
    },
    {
      name: 'Complete',
      price: '$397',
      period: '',
      features: ['Everything in Self-paced', 'Community access', 'Monthly live Q&A'],
    },
    {
      name: 'Mentored',
      price: '$997',
      period: '',
      features: ['Everything in Complete', '4 one-to-one calls', 'Portfolio review'],
    },
  ],
  logos: ['Forbes', 'Entrepreneur', 'Skillshare', 'Teachable', 'LinkedIn Learning'],
  ctas: {
    sales: 'Enrol now',
    signup: 'Start learning free',
    email: 'Get the free lesson',
    leads: 'Watch the free lesson',
  },
};

export const coaching: IndustryProfile = {
  id: 'coaching',
  label: 'coaching business',
  keywords:
    'coach:5, coaching:5, mentor:3, mentoring:3, life coach:6, business coach:6, mindset:3, discovery call:4',
  brand: 'Momentum Coaching',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'target',
  goal: 'consultation',
  customers: 'clients',
  outcome: 'clarity, confidence and a plan you will actually follow',
  headline: 'Stop guessing. Start growing with a coach in your corner',
  sub: 'One-to-one coaching that turns big goals into weekly actions. {brand} helps ambitious people break through plateaus and build momentum that lasts.',
  eyebrow: 'Limited coaching spots available',
  offer: 'free discovery call',
  benefits: [
    [
      'target',
      'Crystal-clear goals',
      'Define what success really means to you and map the path to get there.',
    ],
    ['calendar', 'Weekly accountability', 'Regular sessions and check-ins that keep you moving forward.'],
    ['sparkles', 'Mindset breakthroughs', 'Tools to quiet self-doubt and act with confidence.'],
    ['chart', 'Measurable progress', 'Track wins every week so you can see how far you have come.'],
    ['chat', 'Support between sessions', 'Message your coach whenever you need a sounding board.'],
    ['award', 'Proven framework', 'A method refined with hundreds of clients across industries.'],
  ],
  steps: [
    ['Book a free call', 'A relaxed 30-minute conversation about your goals.'],
    ['Get your roadmap', 'Leave the call with clear next steps, whether or not we work together.'],
    ['Grow with support', 'Weekly coaching that turns plans into results.'],
  ],
  stats: [
    ['300+', 'clients coached'],
    ['92%', 'hit their 90-day goal'],
    ['4.9★', 'client rating'],
    ['10 yrs', 'coaching experience'],
  ],
  quotes: [
    [
      'In three months I doubled my rates and finally took a real holiday. Life-changing.',
      'Natalie Brooks',
      'Business owner',
    ],
    [
      'I came in stuck and left with a plan and the confidence to follow it.',
      'Derek Simmons',
      'Sales director',
    ],
    ['Every session gave me something I could use the same day.', 'Isabel Ortiz', 'Founder'],
  ],
  faq: [
    [
      'What happens on the discovery call?',
      'We talk about your goals and challenges and you leave with actionable next steps. There is no pressure to sign up.',
    ],
    [
      'How long is a coaching programme?',
      'Most clients work with us for 3 to 6 months, with weekly or fortnightly sessions.',
    ],
    ['Are sessions online?', 'Yes. Sessions are held by video call, so you can join from anywhere.'],
    [
      'Is coaching right for me?',
      'If you are motivated to change and want structure and accountability, coaching can help.',
    ],
  ],
  plans: [
    {
      name: 'Kickstart',
      price: '$297',
      period: '',
      features: ['Two 60-minute sessions', 'Personal roadmap', 'Email support'],
    },
    {
      name: 'Momentum',
      price: '$697',
      period: '/mo',
      features: ['Weekly sessions', 'Message support', 'Progress reviews'],
    },
    {
      name: 'VIP Day',
      price: '$1,497',
      period: '',
      features: ['Full-day intensive', '90-day plan', '30 days follow-up'],
    },
  ],
  logos: ['ICF Certified', 'Forbes Coaches Council', 'Inc.', 'Business Insider', 'Podcast favourite'],
  ctas: {
    consultation: 'Book my free discovery call',
    booking: 'Book a session',
    leads: 'Get the free guide',
  },
};
