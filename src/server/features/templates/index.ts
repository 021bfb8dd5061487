/** The templates feature's face: its routes, mounted by app.ts. */
export { templatesRoutes } from './routes.ts';
