/** A page's details (/details/:id). */
export { DetailsPage } from './details-page';
