/** The changelog feature's face: its routes, mounted by app.ts. */
export { changelogRoutes } from './routes.ts';
