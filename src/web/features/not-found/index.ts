/** The 404 page. */
export { NotFoundPage } from './not-found-page';
