import type { IndustryProfile } from '../types.ts';

/** Chiropractors and physiotherapy clinics: pain, injury, rehab. */
export const chiropractic: IndustryProfile = {
  id: 'chiropractic',
  label: 'chiropractic and physio clinic',
  keywords:
    'chiropract:6, physio:6, physical therapy:6, physical therapist:6, osteopath:5, sports injur:5, rehab:4, rehabilitation:4, post-op:2, back pain:4, neck pain:4, sciatica:5, spinal:3, spine:3, adjustment:2, posture:2, sports massage:3, injuries:1, mobility:1',
  industryOptions: ['Healthcare'],
  brand: 'Aligned Chiropractic & Physio',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'pulse',
  goal: 'booking',
  customers: 'patients',
  service: 'chiropractic and physio care',
  services: [
    'Initial assessment',
    'Chiropractic adjustments',
    'Physiotherapy',
    'Sports injury rehab',
    'Post-surgery rehab',
  ],
  serviceCard:
    'Hands-on {service}, with a clear diagnosis first and exercises that keep progress going between visits.',
  outcome: 'easier, more comfortable movement',
  headline: 'Hands-on {service} {near} to get you moving again',
  sub: '{brand} finds what is behind your pain or injury, treats it with hands-on {service} and guided exercise, and shows you how to keep it from coming back.',
  eyebrow: 'Chiropractic and physio {near}',
  offer: 'initial assessment',
  benefits: [
    [
      'target',
      'The cause, not just the symptom',
      'A thorough assessment first, so we can tailor your {service} to what is driving your pain.',
    ],
    [
      'heart',
      'Hands-on treatment',
      'Hands-on care combined with movement that suits your body and your goals.',
    ],
    [
      'check',
      'A plan you understand',
      'You hear what we found, what we recommend and what recovery is likely to involve, in plain words.',
    ],
    [
      'trend',
      'Progress between visits',
      'Simple home exercises keep you improving on the days you are not with us.',
    ],
    [
      'sun',
      'Back to what you enjoy',
      'Sport, work or a long walk with friends: we plan your recovery around what matters to you.',
    ],
  ],
  steps: [
    ['Book your assessment', 'Choose a time and tell us briefly what is going on.'],
    ['Get a clear diagnosis', 'We assess how you move, explain what we find and agree a plan with you.'],
    ['Recover with support', 'Hands-on {service}, guided exercise and check-ins as you improve.'],
  ],
  faq: [
    [
      'What happens at the first appointment?',
      'We talk through your history, assess how you move, explain what we find and start a plan for your {service}.',
    ],
    [
      'How many sessions will I need?',
      'It depends on the problem and your goals. We give you an honest view after your assessment and review it as you improve.',
    ],
    [
      'Do I need a referral?',
      'Ask us when you book. We will tell you whether anything is needed before your first visit.',
    ],
    ['What should I wear?', 'Comfortable clothes you can move in, so we can see how your body moves.'],
  ],
  figures: ['patients treated', 'years in practice', 'average review rating'],
  plans: [
    {
      name: 'Initial assessment',
      period: '',
      features: ['Full history and movement assessment', 'A clear diagnosis', 'A plan for your recovery'],
    },
    {
      name: 'Follow-up session',
      period: ' per session',
      features: ['Hands-on treatment', 'Progress review', 'Updated home exercises'],
    },
    {
      name: 'Treatment course',
      period: '',
      features: ['Sessions planned with you', 'A home exercise plan', 'A review at the end'],
    },
  ],
  ctas: {
    booking: 'Book an assessment',
    consultation: 'Book an assessment',
    leads: 'Request an assessment',
    call: 'Call the clinic',
  },
  local: true,
};

/** Counselling, psychotherapy, couples therapy and other talking therapies. */
export const therapy: IndustryProfile = {
  id: 'therapy',
  label: 'therapy practice',
  keywords:
    'therapist:4, therapy:3, counseling:5, counselling:5, counselor:5, counsellor:5, psychotherap:6, psychologist:5, mental health:5, couples therapy:5, talk therapy:5, marriage and family:4, anxiety:3, depression:4, trauma:3, grief:3, emdr:5, cbt:4, lmft:5, lcsw:5, burnout:2',
  industryOptions: ['Healthcare'],
  brand: 'Quiet Room Therapy',
  scheme: 'green',
  visual: 'spotlight',
  icon: 'heart',
  goal: 'consultation',
  customers: 'clients',
  service: 'therapy',
  services: ['Individual therapy', 'Couples therapy', 'Anxiety and stress', 'Grief and loss'],
  serviceCard: 'A steady, confidential space for {service}, at a pace that feels right for you.',
  outcome: 'a calmer, steadier way forward',
  headline: 'Compassionate {service} {near}, at your own pace',
  sub: 'It helps to talk with the right person. {brand} offers {service} in a confidential space where you are heard, not judged, so you can make sense of what you are carrying.',
  eyebrow: 'Confidential support {near}',
  offer: 'introductory call',
  benefits: [
    ['heart', 'A space to be heard', 'Sessions move at your pace. You decide what to talk about and when.'],
    [
      'lock',
      'Confidential by design',
      'What you share stays private, and the few limits to that are explained clearly at the start.',
    ],
    [
      'handshake',
      'The right fit matters',
      'Ask your questions about {service} before you commit, so you can decide whether we are the right match.',
    ],
    [
      'chat',
      'Approaches that suit you',
      'We draw on approaches that fit your needs and goals, and explain them in plain language.',
    ],
    [
      'leaf',
      'Something to take away',
      'Alongside talking, you leave with ideas and tools to try between sessions.',
    ],
  ],
  steps: [
    ['Get in touch', 'Send a short message or book a call. Share only what you are comfortable with.'],
    [
      'Talk it through',
      'We discuss what brings you here, what you hope for and how {service} with us works.',
    ],
    ['Begin at your pace', 'Regular sessions, reviewed together, so you can see how things are changing.'],
  ],
  faq: [
    [
      'What happens in the first session?',
      'We talk about what brings you to {service}, what you hope will change and how we might work together. You never have to share more than you are ready to.',
    ],
    [
      'Is everything I say confidential?',
      'Yes, with a small number of safety and legal exceptions, which we explain clearly before we begin.',
    ],
    [
      'How long will I need to come?',
      'It varies from person to person. We review how things are going together, and you are free to pause or stop.',
    ],
    [
      'What does it cost?',
      'Fees depend on the type of session. We explain them clearly before you book, so there are no surprises.',
    ],
    [
      'What if I need help urgently?',
      'Sessions are not an emergency service. If you or someone else is in immediate danger, contact your local emergency services.',
    ],
  ],
  figures: ['clients supported', 'years in practice', 'sessions each week'],
  plans: [
    {
      name: 'Introductory call',
      period: '',
      features: [
        'A short, confidential conversation',
        'Your questions answered',
        'No obligation to continue',
      ],
    },
    {
      name: 'Individual session',
      period: ' per session',
      features: ['Time just for you', 'A confidential space', 'Progress reviewed together'],
    },
    {
      name: 'Couples session',
      period: ' per session',
      features: ['Both partners together', 'Room for each voice', 'Tools to try at home'],
    },
  ],
  ctas: {
    consultation: 'Book an introductory call',
    booking: 'Book a session',
    leads: 'Request an introductory call',
    email: 'Get in touch',
    call: 'Call to talk',
  },
  local: true,
};
