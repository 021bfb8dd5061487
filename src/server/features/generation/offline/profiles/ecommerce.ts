import type { IndustryProfile } from '../types.ts';

export const ecommerce: IndustryProfile = {
  id: 'ecommerce',
  label: 'online store',
  keywords:
    'e-commerce:5, ecommerce:5, store:3, shop:3, online store:6, product:2, shipping:3, add to cart:4, skincare:4, apparel:4, clothing:4, jewelry:4, jewellery:4, candles:4, supplement:3, bestseller:3, collection:2',
  industryOptions: ['E-commerce'],
  brand: 'Everyday Goods Co.',
  scheme: 'pink',
  visual: 'product',
  icon: 'cart',
  goal: 'sales',
  customers: 'customers',
  outcome: 'products you will reach for every day',
  headline: 'Thoughtfully made essentials you will love every day',
  sub: 'Premium materials, honest prices and free shipping over $50. Discover why thousands of happy customers choose {brand}.',
  eyebrow: 'New collection just dropped',
  offer: '15% off your first order',
  benefits: [
    ['award', 'Premium quality', 'Carefully sourced materials, tested to last for years.'],
    ['truck', 'Free, fast shipping', 'Free delivery on orders over $50, dispatched within 24 hours.'],
    ['shield', '60-day returns', 'Not in love? Send it back for a full refund, no questions asked.'],
    ['leaf', 'Responsibly made', 'Ethical factories, recycled packaging and carbon-neutral delivery.'],
    ['star', 'Loved by thousands', 'Rated 4.8 out of 5 by more than 20,000 verified buyers.'],
    ['lock', 'Secure checkout', 'Pay safely with card, Apple Pay, PayPal or buy now, pay later.'],
  ],
  steps: [
    ['Pick your favourites', 'Browse the collection and find what fits your life.'],
    ['Checkout securely', 'Fast, safe payment and instant order confirmation.'],
    ['Enjoy it for years', 'Delivered to your door in days, backed by our guarantee.'],
  ],
  stats: [
    ['20,000+', 'happy customers'],
    ['4.8★', 'average rating'],
    ['24h', 'dispatch'],
    ['60 days', 'free returns'],
  ],
  quotes: [
    [
      'The quality blew me away. I have already ordered two more as gifts.',
      'Jessica Howard',
      'Verified buyer',
    ],
    [
      'Arrived in two days, beautifully packaged. My new favourite shop.',
      'Liam O\u2019Connor',
      'Verified buyer',
    ],
    ['Worth every cent. You can feel the difference immediately.', 'Priyanka Shah', 'Verified buyer'],
  ],
  faq: [
    [
      'How long does shipping take?',
      'Orders ship within 24 hours and arrive in 2 to 5 business days. Express options are available.',
    ],
    [
      'What is your return policy?',
      'Return anything within 60 days for a full refund. Return shipping is on us.',
    ],
    [
      'Do you ship internationally?',
      'Yes, we ship to over 40 countries. Duties and taxes are shown at checkout.',
    ],
    ['How can I pay?', 'All major cards, Apple Pay, Google Pay, PayPal and buy now, pay later.'],
  ],
  plans: [
    { name: 'Single', price: '$39', period: '', features: ['One item', 'Free returns', 'Standard shipping'] },
    {
      name: 'Bundle of 3',
      price: '$99',
      period: '',
      features: ['Save 15%', 'Free shipping', 'Gift-ready packaging'],
    },
    {
      name: 'Subscribe & save',
      price: '$33',
      period: '/mo',
      features: ['Save 15% every order', 'Skip or cancel anytime', 'Free shipping'],
    },
  ],
  logos: ['Vogue', 'Good Housekeeping', 'Refinery29', 'BuzzFeed', 'Trustpilot 4.8★'],
  ctas: { sales: 'Shop now', launch: 'Shop the launch', email: 'Get 15% off', leads: 'Get 15% off' },
};
