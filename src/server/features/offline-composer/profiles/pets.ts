import type { IndustryProfile } from '../types.ts';

/** Dog grooming, dog walking, pet sitting, doggy daycare and vets. */
export const pet: IndustryProfile = {
  id: 'pet',
  label: 'pet care business',
  keywords:
    'dog grooming:6, grooming:4, groomer:5, groom:3, dog walking:6, dog walker:6, pet sitting:6, pet sitter:6, house sitting:3, doggy daycare:6, daycare:3, boarding:3, kennel:5, cattery:5, puppy:4, puppies:4, dog:3, cat:2, pet:3, paws:2, veterinary:6, veterinarian:6, vet:4, animal:2, software:-6',
  brand: 'Good Paws Pet Care',
  scheme: 'orange',
  visual: 'spotlight',
  icon: 'heart',
  goal: 'booking',
  customers: 'pet owners',
  service: 'pet care',
  services: ['Grooming', 'Dog walking', 'Pet sitting', 'Daycare'],
  serviceCard: 'Calm, patient {service}, with your pet’s comfort put first every time.',
  outcome: 'peace of mind, with your pet in good hands',
  headline: 'Caring {service} {near}, with your pet’s comfort first',
  sub: '{brand} treats every pet like family. We get to know your pet’s routine and quirks, go at their pace and keep you in the loop, so {service} feels easy for both of you.',
  eyebrow: 'For pets and their people {near}',
  offer: 'first visit',
  benefits: [
    [
      'heart',
      'Patience first',
      'Nervous, bouncy or getting on in years, every pet is handled gently and at their own pace.',
    ],
    [
      'users',
      'We get to know them',
      'We ask about likes, dislikes, health notes and habits, so nothing is a surprise.',
    ],
    ['shield', 'Safety comes first', 'Careful handling and close attention from start to finish.'],
    ['calendar', 'Fits your routine', 'Tell us how your pet’s day runs and we plan {service} around it.'],
    ['chat', 'Kept in the loop', 'You hear how your pet got on, so you’re never left wondering.'],
  ],
  steps: [
    ['Tell us about your pet', 'Share their name, breed, age and anything we should know.'],
    ['Book a first visit', 'Pick a time that suits you and we’ll confirm the details.'],
    [
      'Relax, they’re in good hands',
      'Your pet gets patient, attentive care and you get an update afterwards.',
    ],
  ],
  faq: [
    [
      'What do you need to know about my pet?',
      'Their age, temperament, health needs and any habits or fears. The more you tell us, the better we can plan {service}.',
    ],
    [
      'What if my pet is nervous?',
      'Tell us when you book. We take things slowly, keep handling gentle and go at your pet’s pace.',
    ],
    [
      'How much does it cost?',
      'It depends on your pet and what you need. We give you a clear price for {service} before you book.',
    ],
    [
      'Do you need vaccination records?',
      'Requirements vary by service. We’ll let you know what to bring or send when you book.',
    ],
  ],
  figures: ['pets cared for', 'years working with animals', 'average review score'],
  plans: [
    {
      name: 'Single visit',
      period: '',
      features: ['One session', 'Notes on how it went', 'Easy to rebook'],
    },
    {
      name: 'Regular',
      period: ' per week',
      features: ['A set time each week', 'A familiar routine', 'Updates after each visit'],
    },
    {
      name: 'Extended care',
      period: '',
      features: ['Longer stays or sessions', 'Feeding and routines kept', 'Regular updates'],
    },
  ],
  ctas: {
    booking: 'Book a first visit',
    leads: 'Ask about availability',
    call: 'Call to book',
    consultation: 'Arrange a first visit',
  },
  local: true,
};
