import type { IndustryProfile } from '../types.ts';

export const dental: IndustryProfile = {
  id: 'dental',
  label: 'dental practice',
  keywords: 'dentist:5, dental:5, teeth:4, orthodont:4, invisalign:4, implants:2, smile:1, whitening:3',
  brand: 'Bright Smile Dental',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'booking',
  customers: 'patients',
  outcome: 'a healthier, more confident smile',
  headline: 'Gentle, modern dentistry for the whole family',
  sub: 'From routine cleanings to implants and whitening, {brand} makes every visit comfortable, on time and clearly priced for {customers} {near}.',
  eyebrow: 'Now welcoming new patients',
  offer: 'new-patient exam and cleaning',
  benefits: [
    [
      'heart',
      'Comfort-first care',
      'Calm rooms, gentle techniques and sedation options for anxious patients.',
    ],
    ['clock', 'Same-week appointments', 'Early, evening and Saturday slots that fit around work and school.'],
    ['shield', 'Insurance friendly', 'We work with most major insurers and explain every cost up front.'],
    [
      'sparkles',
      'Cosmetic dentistry',
      'Whitening, veneers and clear aligners for the smile you have always wanted.',
    ],
    ['users', 'Family dentistry', 'Kind, patient care for kids, parents and grandparents under one roof.'],
    ['zap', 'Emergency care', 'Toothache or broken tooth? Call us for same-day emergency appointments.'],
  ],
  steps: [
    ['Book online', 'Pick a time that suits you in under a minute.'],
    ['Meet your dentist', 'A thorough, unhurried exam and a clear treatment plan.'],
    ['Smile with confidence', 'Comfortable treatment and friendly follow-up care.'],
  ],
  stats: [
    ['4.9★', 'from 600+ reviews'],
    ['15+', 'years caring for families'],
    ['8,000+', 'happy patients'],
    ['Same day', 'emergency visits'],
  ],
  quotes: [
    [
      'I used to dread the dentist. The team at {brand} made me feel completely at ease.',
      'Sarah Mitchell',
      'Patient since 2019',
    ],
    [
      'They fitted my whole family in the same afternoon and explained every step.',
      'Kevin Alvarez',
      'Parent of three',
    ],
    ['My implant looks and feels natural. Worth every penny.', 'Margaret Hughes', 'Implant patient'],
  ],
  faq: [
    [
      'Do you accept my insurance?',
      'We accept most PPO plans and will check your benefits before your visit. Flexible payment plans are available too.',
    ],
    ['Are you taking new patients?', 'Yes, and new patients can usually be seen within the week.'],
    [
      'What if I have a dental emergency?',
      'Call us right away. We keep same-day slots open for emergencies.',
    ],
    ['Do you see children?', 'Yes. We love seeing kids from their first tooth onwards.'],
  ],
  plans: [
    {
      name: 'Check-up',
      price: '$99',
      period: ' visit',
      features: ['Exam and X-rays', 'Professional cleaning', 'Personal care plan'],
    },
    {
      name: 'Whitening',
      price: '$299',
      period: '',
      features: ['In-office whitening', 'Take-home trays', 'Shade guarantee'],
    },
    {
      name: 'Smile Club',
      price: '$29',
      period: '/mo',
      features: ['Two cleanings a year', 'All X-rays included', '15% off treatments'],
    },
  ],
  logos: [
    'American Dental Association',
    'Invisalign Provider',
    'Top Dentists 2024',
    'Google 4.9★',
    'Family Choice Award',
  ],
  ctas: {
    booking: 'Book an appointment',
    leads: 'Claim my new-patient offer',
    consultation: 'Book a free consultation',
  },
  local: true,
};

export const clinic: IndustryProfile = {
  id: 'clinic',
  label: 'health clinic',
  keywords:
    'clinic:3, doctor:3, physician:3, medical:3, chiropract:5, physio:5, physical therapy:5, med spa:5, healthcare:3, dermatolog:4, therapy:2, patients:2, telehealth:4, health:1',
  industryOptions: ['Healthcare'],
  brand: 'Riverside Health Clinic',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'pulse',
  goal: 'booking',
  customers: 'patients',
  outcome: 'care that puts you first',
  headline: 'Expert care, without the waiting room',
  sub: '{brand} offers same-week appointments, clear answers and a care team that knows your name, for {customers} {near}.',
  eyebrow: 'Accepting new patients',
  offer: 'first consultation',
  benefits: [
    [
      'clock',
      'Appointments this week',
      'Book online in seconds. Most patients are seen within days, not months.',
    ],
    ['users', 'Experienced clinicians', 'Board-certified practitioners who listen and explain every option.'],
    ['pulse', 'Personal treatment plans', 'Care built around your goals, history and lifestyle.'],
    ['shield', 'Insurance accepted', 'We work with most major plans and offer transparent self-pay prices.'],
    ['chat', 'Follow-up that cares', 'Secure messaging with your care team between visits.'],
    ['pin', 'Easy to reach', 'Convenient location with free parking and accessible facilities.'],
  ],
  steps: [
    ['Book your visit', 'Choose a time online or call our friendly front desk.'],
    ['Get a clear plan', 'A thorough assessment and a treatment plan in plain language.'],
    ['Feel better', 'Ongoing support until you reach your goals.'],
  ],
  stats: [
    ['4.9★', 'patient rating'],
    ['10,000+', 'patients treated'],
    ['48h', 'average wait for a visit'],
    ['20+', 'years of experience'],
  ],
  quotes: [
    [
      'After months of back pain, I finally have a plan that works. The team is wonderful.',
      'Linda Park',
      'Patient',
    ],
    ['I was seen two days after calling and never felt rushed.', 'Robert Evans', 'Patient'],
    ['Clear explanations, kind staff and real results.', 'Nadia Hassan', 'Patient'],
  ],
  faq: [
    [
      'Do I need a referral?',
      'No referral is needed for most services. We can coordinate with your doctor if you prefer.',
    ],
    [
      'Which insurance do you accept?',
      'Most major plans. Contact us and we will verify your coverage before your first visit.',
    ],
    ['What should I bring?', 'Your ID, insurance card and any recent test results or medication lists.'],
    ['Do you offer telehealth?', 'Yes, many follow-up visits can be done by secure video call.'],
  ],
  plans: [
    {
      name: 'First visit',
      price: '$129',
      period: '',
      features: ['Full assessment', 'Personal plan', 'Home-care guide'],
    },
    {
      name: 'Follow-up',
      price: '$89',
      period: ' visit',
      features: ['Treatment session', 'Progress check', 'Plan adjustments'],
    },
    {
      name: 'Care Plan',
      price: '$249',
      period: '/mo',
      features: ['Weekly sessions', 'Priority booking', 'Secure messaging'],
    },
  ],
  logos: ['Blue Cross', 'Aetna', 'Cigna', 'UnitedHealthcare', 'Medicare'],
  ctas: { booking: 'Book an appointment', consultation: 'Book a consultation' },
  local: true,
};
