/** The auth feature's face: its routes, mounted by app.ts. */
export { authRoutes } from './routes.ts';
