/** The public landing page (/). */
export { LandingPage } from './landing-page';
