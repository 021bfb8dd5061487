/** The public site's face for search engines: robots.txt and sitemap.xml, mounted by app.ts. */
export { marketingRoutes } from './routes.ts';
