import type { IndustryProfile } from '../types.ts';

export const nonprofit: IndustryProfile = {
  id: 'nonprofit',
  label: 'non-profit organisation',
  keywords:
    'non-profit:6, nonprofit:6, charity:6, donate:5, donation:5, donors:4, foundation:3, volunteer:4, fundraiser:5, fundraising:5, cause:2, mission:1',
  industryOptions: ['Non-profit'],
  brand: 'Brighter Futures Foundation',
  scheme: 'green',
  visual: 'spotlight',
  icon: 'heart',
  goal: 'donate',
  customers: 'supporters',
  outcome: 'a brighter future for families who need it most',
  headline: 'Your gift today changes a life tomorrow',
  sub: '{brand} provides meals, mentoring and safe places to learn for children and families. Every dollar goes further than you think.',
  eyebrow: 'Every gift matched this month',
  offer: 'matched donation',
  benefits: [
    ['utensils', 'Nutritious meals', '$25 provides a week of healthy school lunches for a child.'],
    ['book', 'Education support', 'Tutoring and supplies that help kids stay in school and thrive.'],
    ['users', 'Mentoring', 'Caring volunteers who show up for young people week after week.'],
    ['house', 'Safe spaces', 'After-school centres where children can learn, play and feel safe.'],
    ['chart', 'Transparent impact', '89 cents of every dollar goes directly to programmes.'],
    ['handshake', 'Community-led', 'Programmes designed with the families we serve.'],
  ],
  steps: [
    ['Choose your gift', 'Give once or become a monthly supporter.'],
    ['We put it to work', 'Your donation funds meals, mentors and classrooms.'],
    ['See your impact', 'Receive stories and updates from the families you help.'],
  ],
  stats: [
    ['48,000', 'meals served last year'],
    ['1,200', 'children mentored'],
    ['89%', 'of funds to programmes'],
    ['4-star', 'Charity Navigator rating'],
  ],
  quotes: [
    [
      'The mentoring programme gave my son confidence I had never seen in him before.',
      'Denise Carter',
      'Parent',
    ],
    ['I give monthly because I can see exactly where my money goes.', 'Paul Henderson', 'Monthly donor'],
    ['Volunteering here is the best part of my week.', 'Lucia Fernandez', 'Volunteer mentor'],
  ],
  faq: [
    [
      'Is my donation tax-deductible?',
      'Yes. We are a registered 501(c)(3) organisation and you will receive a receipt by email.',
    ],
    [
      'How is my money used?',
      '89% of every dollar funds programmes directly. Our annual report is available on request.',
    ],
    ['Can I give monthly?', 'Yes. Monthly gifts help us plan ahead and you can change or cancel anytime.'],
    ['Can I volunteer?', 'We would love that. Get in touch and we will find a role that suits you.'],
  ],
  plans: [
    {
      name: 'Supporter',
      price: '$25',
      period: '',
      features: ['A week of school lunches', 'Impact updates', 'Tax receipt'],
    },
    {
      name: 'Champion',
      price: '$100',
      period: '',
      features: ['A month of tutoring', 'Impact updates', 'Tax receipt'],
    },
    {
      name: 'Monthly hero',
      price: '$30',
      period: '/mo',
      features: ['Year-round support', 'Quarterly stories', 'Annual report'],
    },
  ],
  logos: ['Charity Navigator', 'GuideStar Platinum', 'United Way', 'GlobalGiving', 'BBB Accredited Charity'],
  ctas: { donate: 'Donate now', leads: 'Join the cause', email: 'Stay updated', event: 'Reserve my spot' },
};

export const general: IndustryProfile = {
  id: 'general',
  label: 'business',
  keywords: '',
  industryOptions: ['Other'],
  brand: 'Brightpath',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'leads',
  customers: 'customers',
  outcome: 'results you can see and a team that cares',
  headline: 'The simpler way to get results you can be proud of',
  sub: '{brand} combines expert know-how with genuinely friendly service, so you get better results with less hassle.',
  eyebrow: 'Trusted by customers who expect more',
  offer: 'free consultation',
  benefits: [
    ['zap', 'Fast and simple', 'Get started in minutes with a process that respects your time.'],
    ['award', 'Proven expertise', 'Years of experience and hundreds of happy customers.'],
    ['shield', 'Satisfaction guaranteed', 'If you are not happy, we will make it right.'],
    ['users', 'Real human support', 'Friendly people ready to help whenever you need us.'],
    ['chart', 'Measurable results', 'Clear progress you can see from day one.'],
    ['heart', 'Built around you', 'Flexible options that fit your goals and budget.'],
  ],
  steps: [
    ['Get in touch', 'Tell us what you need in a quick form or call.'],
    ['Get your plan', 'We recommend the best option for your goals.'],
    ['Enjoy the results', 'We deliver, follow up and stay on hand.'],
  ],
  stats: [
    ['2,000+', 'happy customers'],
    ['4.9★', 'average rating'],
    ['10+', 'years of experience'],
    ['24h', 'response time'],
  ],
  quotes: [
    ['Professional, friendly and fast. Exactly what we needed.', 'Karen Lewis', 'Customer'],
    ['They took the time to understand what we wanted and delivered beyond it.', 'Victor Huang', 'Customer'],
    ['I have recommended {brand} to everyone I know.', 'Nicole Adams', 'Customer'],
  ],
  faq: [
    [
      'How do I get started?',
      'Fill in the short form or give us a call and we will get back to you within one business day.',
    ],
    [
      'How much does it cost?',
      'Pricing depends on your needs. We always give you a clear quote before anything starts.',
    ],
    ['Is there a guarantee?', 'Yes. If you are not satisfied, we will work with you until you are.'],
    ['Who is this for?', 'Anyone who wants reliable results and great service without the hassle.'],
  ],
  plans: [
    {
      name: 'Essential',
      price: '$49',
      period: '/mo',
      features: ['Core features', 'Email support', 'Monthly check-in'],
    },
    {
      name: 'Professional',
      price: '$99',
      period: '/mo',
      features: ['Everything in Essential', 'Priority support', 'Weekly check-in'],
    },
    {
      name: 'Premium',
      price: '$199',
      period: '/mo',
      features: ['Everything in Professional', 'Dedicated manager', 'Custom options'],
    },
  ],
  logos: ['Trustpilot 4.9★', 'Google Reviews', 'BBB A+', 'Featured in Forbes', 'Inc. 5000'],
};
