import type { IndustryProfile } from '../types.ts';

export const dental: IndustryProfile = {
  id: 'dental',
  label: 'dental practice',
  keywords:
    'dentist:5, dental:5, teeth:4, tooth:3, toothache:4, orthodont:4, invisalign:4, hygienist:4, implants:2, crowns:2, veneers:3, braces:3, root canal:4, dds:4, smile:1, whitening:3',
  brand: 'Bright Smile Dental',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'sparkles',
  goal: 'booking',
  customers: 'patients',
  service: 'dental care',
  services: ['Check-ups and cleaning', 'Fillings and crowns', 'Teeth whitening', 'Implants'],
  serviceCard: 'Careful, unhurried {service}, with every option and its cost explained before we begin.',
  outcome: 'a healthy smile you feel good about',
  headline: 'Gentle, unhurried {service} {near}',
  sub: 'At {brand}, we start your {service} with a proper conversation: what we see, what your options are and what each one costs, before anything begins.',
  eyebrow: 'Dental care {near}',
  offer: 'new-patient appointment',
  benefits: [
    [
      'heart',
      'Calm, gentle visits',
      'We go at your pace, explain each step as we go and pause whenever you need a moment.',
    ],
    [
      'check',
      'Clear treatment plans',
      'You see what we see, hear every option and know the cost before you decide.',
    ],
    [
      'chat',
      'Care you can follow',
      'We talk you through your {service} in plain words, with time for every question.',
    ],
    [
      'shield',
      'Prevention first',
      'Regular check-ups catch small problems early, so treatment stays simpler and kinder to your teeth.',
    ],
    ['calendar', 'Easy to book', 'Request a time through this page and we confirm it with you directly.'],
  ],
  steps: [
    ['Request an appointment', 'Tell us what you need and when suits you.'],
    ['Meet your dentist', 'A thorough, unhurried examination and a clear plan for your {service}.'],
    [
      'Get the care you need',
      'Treatment at a pace that suits you, with advice to keep your teeth healthy afterwards.',
    ],
  ],
  faq: [
    [
      'What happens at my first visit?',
      'We talk about your concerns, examine your teeth and gums, and explain what we find and your options for {service}.',
    ],
    [
      'How much will my treatment cost?',
      'It depends on what you need. After your examination you get a clear plan with the cost of each option, so there are no surprises.',
    ],
    [
      'I’m nervous about the dentist. Can you help?',
      'Many people feel the same. Tell us when you book and we will take things slowly, explain everything first and agree a signal for when you need a pause.',
    ],
    [
      'What if I have a dental emergency?',
      'Call the practice as soon as you can, tell us what is happening and we will advise you on the next step.',
    ],
  ],
  figures: ['patients cared for', 'years in practice', 'average review rating'],
  plans: [
    {
      name: 'New-patient visit',
      period: ' per visit',
      features: ['Full examination', 'Clean and polish', 'A clear treatment plan'],
    },
    {
      name: 'Whitening',
      period: '',
      features: ['Shade check before you start', 'Treatment suited to your teeth', 'Aftercare advice'],
    },
    {
      name: 'Membership',
      period: ' per month',
      features: ['Routine check-ups', 'Professional cleaning', 'Reminders when you are due'],
    },
  ],
  ctas: {
    booking: 'Book an appointment',
    leads: 'Request an appointment',
    consultation: 'Book a consultation',
    call: 'Call the practice',
  },
  local: true,
};

export const clinic: IndustryProfile = {
  id: 'clinic',
  label: 'medical clinic',
  keywords:
    'clinic:2, doctor:3, physician:4, medical:3, medicine:3, family medicine:5, primary care:6, urgent care:6, walk-in:3, med spa:6, medspa:6, aesthetic:3, botox:5, filler:4, lip filler:3, iv therapy:5, iv drip:5, iv hydration:5, hydration:2, vitamin drip:4, hormone:4, trt:4, laser hair removal:5, microneedling:4, dermatolog:4, semaglutide:4, healthcare:3, telehealth:2, patients:1',
  industryOptions: ['Healthcare'],
  brand: 'Clearview Medical Clinic',
  scheme: 'blue',
  visual: 'spotlight',
  icon: 'pulse',
  goal: 'booking',
  customers: 'patients',
  service: 'medical care',
  services: ['Consultations', 'Health check-ups', 'Aesthetic treatments', 'IV therapy'],
  serviceCard:
    'Careful {service} from a clinical team that listens first and explains every option before you decide.',
  outcome: 'care that puts you first',
  headline: 'Careful, personal {service} {near}',
  sub: '{brand} takes time to understand what you need, explains your options in plain language and plans your {service} with you, step by step.',
  eyebrow: 'Your clinic {near}',
  offer: 'first consultation',
  benefits: [
    [
      'users',
      'Clinicians who listen',
      'We start with your questions and your history, not a rushed checklist.',
    ],
    [
      'check',
      'Clear options',
      'Every treatment explained in plain language, including what to expect afterwards.',
    ],
    [
      'pulse',
      'A plan that fits you',
      'We plan your {service} around your health, your goals and your daily life.',
    ],
    [
      'shield',
      'Safety first',
      'We check your history and suitability before any treatment, and tell you plainly if something is not right for you.',
    ],
    [
      'chat',
      'Follow-up that counts',
      'Questions after your visit? Get in touch and we will talk them through with you.',
    ],
  ],
  steps: [
    ['Book a visit', 'Choose a time through this page or give us a call.'],
    [
      'Talk it through',
      'A clinician reviews your history, answers your questions and explains your options.',
    ],
    ['Get your care', 'Your {service}, with clear aftercare advice and a plan for what comes next.'],
  ],
  faq: [
    [
      'What happens at my first visit?',
      'We go through your history and goals, answer your questions and explain the options for your {service} before anything begins.',
    ],
    [
      'Do you accept insurance?',
      'Coverage depends on your plan and the treatment. Ask us when you book and we will explain your options and the cost before your visit.',
    ],
    [
      'Do I need a referral?',
      'Ask us when you book. We will tell you whether anything is needed before your {service}.',
    ],
    [
      'Is there any downtime?',
      'It depends on the treatment. Your clinician explains what to expect afterwards, and how to look after yourself, before you decide.',
    ],
  ],
  figures: ['patients seen', 'clinicians on the team', 'average review rating'],
  plans: [
    {
      name: 'Consultation',
      period: ' per visit',
      features: ['Time with a clinician', 'A review of your history', 'A clear plan of options'],
    },
    {
      name: 'Treatment',
      period: ' per treatment',
      features: ['Suitability check first', 'Treatment by our clinical team', 'Aftercare advice'],
    },
    {
      name: 'Care membership',
      period: ' per month',
      features: ['Regular reviews', 'An ongoing care plan', 'Message your care team'],
    },
  ],
  ctas: {
    booking: 'Book an appointment',
    consultation: 'Book a consultation',
    leads: 'Request a consultation',
    call: 'Call the clinic',
  },
  local: true,
};
