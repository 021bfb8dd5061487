import type { IndustryProfile } from '../types.ts';

export const mortgage: IndustryProfile = {
  id: 'mortgage',
  label: 'mortgage',
  keywords:
    'mortgage:6, remortgag:6, refinanc:6, mortgage broker:4, home loan:5, loan officer:6, lender:3, lending:3, loan:3, pre-approval:5, pre-approved:5, preapproval:5, fha:5, va loan:5, usda:3, jumbo:3, heloc:5, home equity:5, equity release:4, rate quote:4, mortgage rate:4, interest rate:3, fixed rate:3, closing costs:3, down payment:3, deposit:1, credit score:3, borrow:2',
  brand: 'Lantern Home Loans',
  scheme: 'blue',
  visual: 'dashboard',
  icon: 'house',
  goal: 'leads',
  customers: 'borrowers',
  service: 'mortgage advice',
  services: [
    'Purchase mortgages',
    'Refinancing',
    'Pre-approval',
    'First-time buyer loans',
    'Home equity options',
  ],
  serviceCard:
    'Ask us about {service} and see the options side by side, with rates, fees and monthly costs set out plainly.',
  outcome: 'a mortgage that fits your life',
  headline: 'Clear, honest help with {service} {near}',
  sub: '{brand} explains your options in plain language, sets out the full cost of each and stays with you from the first question until your loan is in place.',
  eyebrow: 'Mortgages, explained plainly',
  offer: 'personal rate quote',
  benefits: [
    [
      'scale',
      'Options side by side',
      'Rates, fees and terms laid out together, so you compare the full cost and not just the headline rate.',
    ],
    [
      'chat',
      'Plain language',
      'No jargon. We explain {service} in terms that make sense and answer every question.',
    ],
    [
      'target',
      'Fitted to your plans',
      'How long you plan to stay, how you are paid and what you want to pay each month all shape the advice.',
    ],
    [
      'clock',
      'Always in the picture',
      'You know what stage your application is at and what is needed from you next.',
    ],
    ['shield', 'No pressure', 'You get the information you need to decide, and the decision stays yours.'],
    [
      'handshake',
      'With you to the end',
      'We keep the paperwork moving and stay in touch until everything is signed.',
    ],
  ],
  steps: [
    [
      'Tell us your plans',
      'Buying, refinancing or just exploring: share a few details about your situation.',
    ],
    ['See your options', 'The loans that fit, with rates, fees and monthly costs side by side.'],
    [
      'Move ahead with confidence',
      'Choose the option that suits you and we guide the application to the finish.',
    ],
  ],
  faq: [
    [
      'How much can I borrow?',
      'It depends on your income, outgoings, credit history and how much you are putting down. A short conversation gives you a realistic figure to plan around.',
    ],
    [
      'What costs should I expect?',
      'Beyond the rate, there can be lender fees and closing costs. We list them all up front so you can compare the full picture.',
    ],
    [
      'Is refinancing worth it for me?',
      'It depends on your current rate, the fees involved and how long you plan to stay. We run the numbers with you before you decide.',
    ],
    [
      'How do I get started?',
      'Request a rate quote or book a call. We ask a few questions about your plans and explain {service} step by step.',
    ],
    [
      'What documents will I need?',
      'Usually proof of income, recent bank statements and ID. We give you a clear list for your situation.',
    ],
  ],
  figures: ['loans arranged', 'lenders we work with', 'average days to approval'],
  plans: [
    {
      name: 'Rate quote',
      period: '',
      features: ['Personal rate and fee estimate', 'Options compared', 'No commitment to go ahead'],
    },
    {
      name: 'Purchase mortgage',
      period: '',
      features: ['Pre-approval', 'Application handled', 'Updates at every stage'],
    },
    {
      name: 'Refinance',
      period: '',
      features: ['Current loan reviewed', 'Costs and savings compared', 'Paperwork handled'],
    },
  ],
  ctas: {
    leads: 'Get my rate quote',
    consultation: 'Book a mortgage call',
    booking: 'Book a mortgage call',
    call: 'Call about a mortgage',
  },
  local: true,
};

export const insurance: IndustryProfile = {
  id: 'insurance',
  label: 'insurance',
  keywords:
    'insurance:4, life insurance:6, pet insurance:4, travel insurance:4, term life:6, whole life:5, life cover:5, car insurance:6, auto insurance:6, home insurance:6, homeowners insurance:6, renters insurance:5, health insurance:6, health cover:5, business insurance:5, insurance quote:6, insurance agent:6, insurance agency:6, insurance broker:6, insurer:3, policy:3, policies:3, coverage:3, carrier:3, bundle:2, quote:2, medical exam:2, beneficiar:3, deductible:3, premiums:2',
  brand: 'Northgate Insurance',
  scheme: 'teal',
  visual: 'spotlight',
  icon: 'shield',
  goal: 'leads',
  customers: 'customers',
  service: 'insurance',
  services: ['Life insurance', 'Home insurance', 'Car insurance', 'Health cover'],
  serviceCard: 'Ask us about {service} and get a plain comparison of cover, exclusions and cost.',
  outcome: 'cover that fits your life and your budget',
  headline: 'Clear, honest quotes for {service} {near}',
  sub: '{brand} explains your options in plain language, so you know exactly what you are covered for and what it costs.',
  eyebrow: 'Insurance, explained plainly',
  offer: 'personal insurance quote',
  benefits: [
    [
      'scale',
      'Compare like for like',
      'Cover, exclusions and price laid out side by side, so you can see what you are really buying.',
    ],
    [
      'chat',
      'Plain answers',
      'Ask us anything about {service} and get a straight answer, without the jargon.',
    ],
    [
      'shield',
      'Cover that fits',
      'We ask about your life, home and plans so your cover matches what you actually need.',
    ],
    ['users', 'A person to talk to', 'Your questions go to someone who knows your situation.'],
    [
      'handshake',
      'Help when you claim',
      'If something goes wrong, we explain the claims process and what to expect next.',
    ],
    [
      'calendar',
      'Reviewed as life changes',
      'A new home, a new car or a new arrival in the family? We help you check your cover still fits.',
    ],
  ],
  steps: [
    ['Tell us what to protect', 'A few questions about you, your home, your car or your family.'],
    ['Compare your options', 'The cover, exclusions and cost of each option, explained in plain language.'],
    ['Get covered', 'Choose the policy that suits you and we help you set it up.'],
  ],
  faq: [
    [
      'How much cover do I need?',
      'It depends on what you want to protect and who relies on you. We walk through it with you so you neither overpay nor fall short.',
    ],
    [
      'What affects the price?',
      'Things like your age, where you live, your history and the level of cover you choose. We explain what moves the price of {service} for you.',
    ],
    [
      'Can I switch from my current provider?',
      'Usually, yes. We compare your current policy with the alternatives and help you time the switch so there is no gap in cover.',
    ],
    [
      'Does asking for a quote commit me to anything?',
      'A quote shows you the options and the cost. Whether to go ahead is entirely up to you.',
    ],
    [
      'What happens if I need to claim?',
      'Get in touch and we explain the steps, the documents you need and what happens next.',
    ],
  ],
  figures: ['policies arranged', 'providers we compare', 'claims supported'],
  plans: [
    {
      name: 'Essential cover',
      period: ' per month',
      features: ['Core protection', 'Clear policy summary', 'Help with claims'],
    },
    {
      name: 'Fuller cover',
      period: ' per month',
      features: ['Wider protection', 'Optional extras explained', 'Yearly review'],
    },
    {
      name: 'Bundle',
      period: ' per month',
      features: ['Several policies together', 'One point of contact', 'Cover reviewed as a whole'],
    },
  ],
  ctas: { leads: 'Get my quote', call: 'Call for a quote', consultation: 'Book a cover review' },
  local: true,
};

export const accounting: IndustryProfile = {
  id: 'accounting',
  label: 'accounting',
  keywords:
    'accountant:6, accounting:6, accountancy:6, bookkeep:6, cpa:6, chartered accountant:3, tax prep:6, tax preparation:6, tax return:6, tax planning:5, tax filing:5, tax:3, irs:5, hmrc:5, payroll:4, self-assessment:4, vat:3, year-end:3, enrolled agent:5, financial statements:3, sales tax:3, deductions:2, receipts:1',
  brand: 'Clearcount Accounting',
  scheme: 'green',
  visual: 'dashboard',
  icon: 'briefcase',
  goal: 'consultation',
  customers: 'clients',
  service: 'bookkeeping and tax',
  services: ['Bookkeeping', 'Tax returns', 'Payroll', 'Year-end accounts', 'Tax planning'],
  serviceCard:
    'Ask us about {service} and get tidy records, plain explanations and every deadline kept in view.',
  outcome: 'tidy books and tax done right',
  headline: 'Organised {service} {near}, from an accountant who explains it plainly',
  sub: '{brand} keeps your records in order, your deadlines in view and your questions answered, so you can get on with running things.',
  eyebrow: 'Numbers in order, deadlines in view',
  offer: 'accounts and tax review',
  benefits: [
    [
      'book',
      'Records kept in order',
      'Income and spending recorded and reconciled regularly, so you always know where you stand.',
    ],
    [
      'calendar',
      'Deadlines in view',
      'Filing and payment dates are tracked, and you hear what we need from you well ahead of time.',
    ],
    [
      'chat',
      'Plain answers',
      'Ask us anything about {service} and get a straight answer, not a page of jargon.',
    ],
    [
      'chart',
      'Numbers you can use',
      'Clear reports show what you earn, what you spend and what to set aside for tax.',
    ],
    ['scale', 'Fees agreed up front', 'You know what you will pay before the work starts.'],
    ['lock', 'Handled in confidence', 'Your financial records are treated as private and confidential.'],
  ],
  steps: [
    ['Tell us what you need', 'Bookkeeping, tax, payroll or all three: a short call covers your situation.'],
    ['Hand over the paperwork', 'We tell you exactly what to send and take it from there.'],
    ['Stay on top of things', 'Regular updates and plain answers keep you ahead of every deadline.'],
  ],
  faq: [
    [
      'What do I need to get started?',
      'Usually your last returns, recent bank statements and any records you already keep. We give you a simple list for your situation.',
    ],
    [
      'How are your fees worked out?',
      'Fees depend on the work involved, such as how many transactions you have and which returns you need. We agree them with you before we start.',
    ],
    [
      'Can you help if I am behind on my books or my tax?',
      'Catching up is more common than you might think. We sort out what is outstanding first, then help you stay on track with {service}.',
    ],
    [
      'What if the tax authorities get in touch?',
      'Tell us straight away. We explain what they are asking for and help you respond.',
    ],
  ],
  figures: ['clients supported', 'returns filed', 'payrolls run each month'],
  plans: [
    {
      name: 'Tax return',
      period: '',
      features: ['Return prepared and filed', 'Deductions and allowances checked', 'Plain-language summary'],
    },
    {
      name: 'Monthly bookkeeping',
      period: ' per month',
      features: ['Transactions recorded and reconciled', 'Monthly reports', 'Deadline reminders'],
    },
    {
      name: 'Full service',
      period: ' per month',
      features: ['Bookkeeping and payroll', 'Year-end accounts and returns', 'Tax planning check-ins'],
    },
  ],
  ctas: { consultation: 'Book my accounts review', leads: 'Get a quote', call: 'Call to talk it through' },
  local: true,
};
