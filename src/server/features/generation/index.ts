/** The generation feature's face: its routes, the provider factory, and the price table. */
export { createProvider } from './providers/create-provider.ts';
export { cacheSavings, costOf, type PriceOverride } from './providers/pricing.ts';
export { generationRoutes } from './routes.ts';
