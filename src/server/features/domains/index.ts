/** Custom domains of published pages (docs/product.md, 'Custom domains'). */

export { customDomainHosts } from './host-routing.ts';
export { domainRoutes, pageDomainRoutes } from './routes.ts';
