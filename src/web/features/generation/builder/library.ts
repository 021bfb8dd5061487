/**
 * The builder's component library (docs/product.md, 'Drag and drop builder'). Pure data, no React,
 * so the canvas rules and the prompt builder can be unit-tested in Node. The original product
 * listed `video` twice; the duplicate is deliberately left out because two library entries with one
 * id break drag ids.
 */
export type LibraryCategory = 'header' | 'content' | 'social-proof' | 'conversion' | 'trust';

export type ComponentContent = Record<string, unknown>;

export interface LibraryComponent {
  id: string;
  type: string;
  title: string;
  description: string;
  category: LibraryCategory;
  defaultContent: ComponentContent;
  /** Defaults that depend on the moment the item is created (e.g. a deadline a week away). */
  timedDefaults?: (now: number) => ComponentContent;
}

/** Tab order and labels of the sidebar; Headers is the default tab. */
export const LIBRARY_CATEGORIES: readonly { id: LibraryCategory; label: string }[] = [
  { id: 'header', label: 'Headers' },
  { id: 'content', label: 'Content' },
  { id: 'social-proof', label: 'Social' },
  { id: 'conversion', label: 'Convert' },
  { id: 'trust', label: 'Trust' },
];

const DAY_MS = 86_400_000;

/** YYYY-MM-DD, the value format of `<input type="date">` and one the engine's countdown parses. */
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The library's entries; each one's drag id is its type (one entry per type). */
const LIBRARY_ENTRIES: readonly Omit<LibraryComponent, 'id'>[] = [
  {
    type: 'hero',
    title: 'Hero Section',
    description: 'Headline, subheadline and a call-to-action button',
    category: 'header',
    defaultContent: {
      headline: 'Grow Your Business With Landing Pages That Convert',
      subheadline: 'Launch high-converting pages in minutes, no designers or developers needed.',
      ctaText: 'Start Your Free Trial',
    },
  },
  {
    type: 'navigation',
    title: 'Navigation Bar',
    description: 'Top menu with links to the page sections',
    category: 'header',
    defaultContent: { links: ['Home', 'About', 'Services', 'Contact'] },
  },
  {
    type: 'text',
    title: 'Text Block',
    description: 'A paragraph of copy to tell your story',
    category: 'content',
    defaultContent: {
      text: 'We help small teams turn visitors into customers with clear messaging, fast pages and offers that speak to real needs.',
    },
  },
  {
    type: 'image',
    title: 'Image',
    description: 'A single image with a caption',
    category: 'content',
    defaultContent: {
      title: 'See the Product in Action',
      image: '',
      imageUrl: 'https://images.unsplash.com/photo-1551434678-e076c223a692?w=1200',
    },
  },
  {
    type: 'video',
    title: 'Video',
    description: 'Embed a product demo or explainer video',
    category: 'content',
    defaultContent: {
      title: 'Watch the 2-Minute Demo',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      description: 'See how teams launch a new campaign page before their coffee gets cold.',
    },
  },
  {
    type: 'gallery',
    title: 'Image Gallery',
    description: 'A grid of photos or screenshots',
    category: 'content',
    defaultContent: {
      title: 'Our Recent Work',
      images: [],
      imageUrl: 'https://images.unsplash.com/photo-1497366216548-37526070297c?w=1200',
    },
  },
  {
    type: 'features',
    title: 'Features Grid',
    description: 'Three key benefits with short descriptions',
    category: 'content',
    defaultContent: {
      items: [
        { title: 'Lightning Fast', description: 'Pages load in under a second on any device.' },
        { title: 'Built to Convert', description: 'Proven layouts designed around a single clear goal.' },
        { title: 'Easy to Edit', description: 'Change copy, colours and images without touching code.' },
      ],
    },
  },
  {
    type: 'testimonials',
    title: 'Testimonials',
    description: 'Customer quotes with star ratings',
    category: 'social-proof',
    defaultContent: {
      items: [
        {
          name: 'Sarah Johnson',
          text: 'Our sign-ups doubled in the first month. Setup took one afternoon.',
          rating: 5,
        },
        {
          name: 'Michael Chen',
          text: 'The cleanest landing pages we have ever shipped, and so fast.',
          rating: 5,
        },
      ],
    },
  },
  {
    type: 'logos',
    title: 'Logo Cloud',
    description: 'Brands and partners that trust you',
    category: 'social-proof',
    defaultContent: {
      title: 'Trusted by Leading Brands',
      logos: ['Acme Corp', 'Globex', 'Initech', 'Umbrella', 'Stark Industries'],
    },
  },
  {
    type: 'statistics',
    title: 'Statistics',
    description: 'Impressive numbers that build credibility',
    category: 'social-proof',
    defaultContent: {
      items: [
        { number: '10,000+', label: 'Happy Customers' },
        { number: '98%', label: 'Satisfaction Rate' },
        { number: '24/7', label: 'Expert Support' },
      ],
    },
  },
  {
    type: 'cta',
    title: 'Call to Action',
    description: 'A prominent button that drives the main goal',
    category: 'conversion',
    defaultContent: { text: 'Get Started Today', style: 'primary', size: 'large' },
  },
  {
    type: 'form',
    title: 'Contact Form',
    description: 'Capture leads with a simple form',
    category: 'conversion',
    defaultContent: { fields: ['Name', 'Email', 'Message'], submitText: 'Send Message' },
  },
  {
    type: 'pricing',
    title: 'Pricing Table',
    description: 'Compare plans and prices side by side',
    category: 'conversion',
    defaultContent: {
      plans: [
        { name: 'Starter', price: '$29', features: ['5 landing pages', 'Email support', 'Basic analytics'] },
        {
          name: 'Professional',
          price: '$59',
          features: ['Unlimited landing pages', 'Priority support', 'A/B testing', 'Custom domains'],
        },
      ],
    },
  },
  {
    type: 'guarantee',
    title: 'Money-Back Guarantee',
    description: 'Remove risk with a clear promise',
    category: 'trust',
    defaultContent: {
      title: '30-Day Money Back Guarantee',
      description: 'Try it risk-free. If you are not completely satisfied, we will refund every penny.',
    },
  },
  {
    type: 'urgency',
    title: 'Countdown Timer',
    description: 'Create urgency with a limited-time offer',
    category: 'trust',
    defaultContent: { title: 'Limited-Time Offer: 40% Off Ends Soon', endDate: '' },
    timedDefaults: (now) => ({ endDate: isoDate(now + 7 * DAY_MS) }),
  },
];

export const COMPONENT_LIBRARY: readonly LibraryComponent[] = LIBRARY_ENTRIES.map((entry) => ({
  id: entry.type,
  ...entry,
}));

export function getLibraryComponent(id: string): LibraryComponent | undefined {
  return COMPONENT_LIBRARY.find((component) => component.id === id);
}

export function libraryByCategory(category: LibraryCategory): LibraryComponent[] {
  return COMPONENT_LIBRARY.filter((component) => component.category === category);
}
