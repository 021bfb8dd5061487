/** The admin feature's face: its routes, mounted by app.ts. */
export { adminRoutes } from './routes.ts';
