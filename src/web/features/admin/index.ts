/** The admin console (/admin). */
export { AdminPage } from './admin-page';
