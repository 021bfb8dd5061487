/** The client-errors feature's face: its route (mounted by app.ts at /api/client-errors). */
export { clientErrorRoutes } from './routes.ts';
