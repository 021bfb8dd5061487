/** The public-config feature's face: its routes, mounted by app.ts. */
export { publicConfigRoutes } from './routes.ts';
