/** The auth feature's face: its routes, mounted by app.ts, and the one shape a user row leaves the server in. */
export { authRoutes } from './routes.ts';
export { toUserDto } from './user-dto.ts';
