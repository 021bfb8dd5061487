import type { IndustryProfile } from '../types.ts';

export const ecommerce: IndustryProfile = {
  id: 'ecommerce',
  label: 'online store',
  keywords:
    'e-commerce:5, ecommerce:5, online store:6, online shop:6, shop now:5, store:2, shop:1, shopify:5, product:2, product launch:4, shipping:3, add to cart:5, pre-order:4, preorder:4, checkout:3, skincare:3, apparel:4, clothing:4, jewelry:4, jewellery:4, candles:4, supplement:3, bestseller:3, merch:3, collection:2',
  industryOptions: ['E-commerce'],
  brand: 'Everyday Goods Co.',
  scheme: 'pink',
  visual: 'product',
  icon: 'cart',
  goal: 'sales',
  customers: 'customers',
  service: 'products',
  services: ['Bestsellers', 'New arrivals', 'Gift sets', 'Bundles'],
  serviceCard: 'Thoughtfully made {service}, with everything you need to know before you order.',
  outcome: 'things you will reach for every day',
  headline: 'Thoughtfully made {service} for every day',
  sub: 'Every detail of our {service} is chosen for how it feels to use, not just how it looks. Read the details, choose what suits you and order from {brand} in a few clicks.',
  eyebrow: 'New from {brand}',
  offer: 'welcome offer',
  benefits: [
    [
      'sparkles',
      'Made with care',
      'Materials and finishes chosen to last, with nothing added just for show.',
    ],
    [
      'check',
      'Described honestly',
      'Clear photos, sizes and materials or ingredients, so what arrives matches what you expected.',
    ],
    ['lock', 'Secure checkout', 'Your details are protected at every step of checkout.'],
    ['truck', 'Delivery made clear', 'See your delivery options and their cost at checkout, before you pay.'],
    [
      'heart',
      'Help when you need it',
      'Questions about {service} or your order? Get in touch and we will help.',
    ],
  ],
  steps: [
    ['Browse and choose', 'Explore our {service} and pick what suits you.'],
    ['Check out securely', 'Add to cart, review your order and pay safely.'],
    ['Enjoy it every day', 'Your order is packed with care and sent on its way to you.'],
  ],
  faq: [
    [
      'How long does delivery take?',
      'It depends on where you are and the option you choose. You see the delivery options at checkout before you pay.',
    ],
    [
      'What is your returns policy?',
      'The full returns policy is linked at checkout, so you know where you stand before you order.',
    ],
    [
      'What are your products made from?',
      'Materials or ingredients are listed in full with each product. If anything about our {service} is unclear, ask us before you order.',
    ],
    [
      'How can I pay?',
      'The available payment methods are shown at checkout, and your payment details are always handled securely.',
    ],
  ],
  figures: ['orders sent', 'customer reviews', 'average review rating'],
  plans: [
    {
      name: 'Single',
      period: '',
      features: ['One item', 'Packed with care', 'Delivery options at checkout'],
    },
    {
      name: 'Bundle',
      period: '',
      features: ['A set that goes together', 'Ideal for gifting', 'Delivery options at checkout'],
    },
    {
      name: 'Subscribe',
      period: ' per month',
      features: ['Regular deliveries', 'Change your order from your account', 'Never run out'],
    },
  ],
  ctas: {
    sales: 'Shop now',
    launch: 'Shop the launch',
    email: 'Join the list',
    leads: 'Claim the welcome offer',
  },
};
