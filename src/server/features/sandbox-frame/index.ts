/** The sandbox-frame feature's face: its routes, mounted by app.ts. */
export { sandboxFrameRoutes } from './routes.ts';
