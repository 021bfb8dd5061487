/** The health feature's face: its routes, mounted by app.ts. */
export { healthRoutes } from './routes.ts';
