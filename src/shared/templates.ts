/** Built-in templates of the template gallery (docs/product.md, 'Template gallery'). */

export const TEMPLATE_CATEGORIES = [
  'all',
  'SaaS',
  'E-commerce',
  'Services',
  'Education',
  'Health',
  'Lead Gen',
] as const;
export type TemplateCategoryFilter = (typeof TEMPLATE_CATEGORIES)[number];
export type TemplateCategory = Exclude<TemplateCategoryFilter, 'all'>;

export interface Template {
  id: string;
  title: string;
  category: TemplateCategory;
  description: string;
  tags: string[];
  /** A lucide-react icon name. */
  icon: string;
  color: string;
  /** What a user would type; it fills the generator's prompt box. */
  prompt: string;
}

export const TEMPLATES: Template[] = [
  {
    id: 'saas-product',
    title: 'SaaS Product Launch',
    category: 'SaaS',
    description:
      'A conversion-focused page for a software product with features, pricing tiers and a free-trial sign-up.',
    tags: ['Software', 'Free trial', 'Pricing', 'B2B'],
    icon: 'Rocket',
    color: '#3b82f6',
    prompt:
      'Create a landing page for a cloud-based CRM that helps small sales teams track deals, automate follow-ups and see their pipeline at a glance. The main goal is to get visitors to start a 14-day free trial with no credit card required. Include a product dashboard preview in the hero, a features grid, a three-step "how it works" section, customer testimonials with results, and three pricing tiers with the middle one highlighted as most popular. Finish with an FAQ about security, data import and cancelling, and a final free-trial call to action. The tone should be confident, modern and clear.',
  },
  {
    id: 'ecommerce-store',
    title: 'E-commerce Product Page',
    category: 'E-commerce',
    description: 'Showcase a product collection with social proof, a clear offer and a money-back guarantee.',
    tags: ['Online store', 'Product', 'Offer', 'Reviews'],
    icon: 'ShoppingCart',
    color: '#ec4899',
    prompt:
      'Build a sales landing page for an online store selling premium, sustainably made skincare essentials. Highlight the product benefits, free shipping over $50 and a 60-day money-back guarantee. Show a featured product with its price and star rating in the hero, followed by benefit cards, verified customer reviews and a limited-time offer of 15% off the first order. Add an FAQ about shipping, returns and payment options, and make every call to action say "Shop now". Use a warm, friendly tone that feels premium but approachable.',
  },
  {
    id: 'service-business',
    title: 'Local Service Business',
    category: 'Services',
    description:
      'Win local customers with trust signals, service highlights, reviews and a quote request form.',
    tags: ['Local', 'Home services', 'Quote', 'Trust'],
    icon: 'Briefcase',
    color: '#10b981',
    prompt:
      'Create a landing page for a local home cleaning and handyman company serving homeowners and property managers. The goal is to generate quote requests, so put a short quote form above the fold asking for first name, email and phone number. Emphasise that the team is licensed, insured and background-checked, offers upfront pricing and guarantees its work. Include service highlights, a simple three-step process, star-rated customer reviews and an FAQ. Keep the tone friendly, trustworthy and professional.',
  },
  {
    id: 'course-education',
    title: 'Online Course',
    category: 'Education',
    description: 'Sell an online course with a curriculum overview, student results and enrolment options.',
    tags: ['Course', 'Enrolment', 'Curriculum', 'Students'],
    icon: 'GraduationCap',
    color: '#8b5cf6',
    prompt:
      'Design a landing page for an online course that teaches beginners practical digital marketing skills in six weeks. The goal is to get students to enrol. Show what they will learn through step-by-step video lessons and hands-on projects, the lifetime access and the certificate of completion. Include student success stories, three enrolment options (self-paced, complete and mentored), a 30-day money-back guarantee and an FAQ about time commitment and experience needed. Make the tone encouraging and energetic.',
  },
  {
    id: 'health-wellness',
    title: 'Health & Wellness Studio',
    category: 'Health',
    description:
      'A calm, welcoming page for a yoga, wellness or fitness studio that books a free first class.',
    tags: ['Yoga', 'Wellness', 'Booking', 'Membership'],
    icon: 'HeartPulse',
    color: '#14b8a6',
    prompt:
      'Create a landing page for a boutique yoga and wellness studio that offers small group classes, meditation and breathwork workshops. The goal is to get new visitors to book their free first class. Describe the classes for every level, the experienced teachers and the welcoming space, and include a class booking form asking for first name, email and a preferred date. Add member testimonials, membership options and an FAQ for beginners. The tone should be calm, warm and reassuring, with a green and white colour palette.',
  },
  {
    id: 'email-optin-lead',
    title: 'Email Opt-in / Lead Magnet',
    category: 'Lead Gen',
    description: 'Grow your list with a focused opt-in page that gives away a free guide or e-book.',
    tags: ['Lead magnet', 'E-book', 'Email list', 'Opt-in'],
    icon: 'Mail',
    color: '#f59e0b',
    prompt:
      'Build a high-converting email opt-in page that gives away a free e-book called "The 30-Day Client Attraction Plan" to small business owners who want more customers. The goal is to build an email list, so the opt-in form with first name and email must be above the fold. Explain in a few bullet points what readers will learn inside the e-book, add a short author credibility section and two or three testimonials from readers. Keep the page short and focused, with one clear call to action and a privacy note under the form.',
  },
  {
    id: 'pay-per-call-lander',
    title: 'Pay-Per-Call Lander',
    category: 'Lead Gen',
    description: 'A click-to-call page for urgent services that puts the phone number front and centre.',
    tags: ['Pay-per-call', 'Click to call', 'Emergency', 'Local'],
    icon: 'PhoneCall',
    color: '#ef4444',
    prompt:
      'Create a pay-per-call landing page for a 24/7 emergency plumbing and water damage service. The main goal is inbound phone calls, so show a large click-to-call button with the phone number (800) 555-0199 in the hero and in a sticky header, plus a short call-back form asking for first name and phone number as a backup. Stress fast arrival times, licensed and insured technicians, upfront pricing and a workmanship guarantee. Include trust badges, a few short reviews and an FAQ. Use an urgent but reassuring tone and a red and white colour scheme.',
  },
  {
    id: 'chatbot-lead-flow',
    title: 'Chatbot Lead Flow',
    category: 'Lead Gen',
    description: 'Qualify visitors with a conversational chat-style flow and capture their details.',
    tags: ['Chatbot', 'Qualification', 'Conversation', 'Leads'],
    icon: 'Bot',
    color: '#06b6d4',
    prompt:
      'Create a lead generation landing page for a digital marketing agency that uses a chatbot-style conversation to qualify visitors. Show a preview of the chat flow where an assistant asks what the visitor needs, their budget and the best way to reach them, and capture first name, email and phone in a short form. Explain how the agency turns ad spend into booked appointments, with results, testimonials and a simple three-step process. Keep the tone conversational and helpful, and make the call to action "Get my free marketing audit".',
  },
];

export function templateById(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
