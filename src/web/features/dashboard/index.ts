/** The dashboard (/dashboard). */
export { DashboardPage } from './dashboard-page';
