/** A variation group (/variations/:groupId). */
export { VariationsPage } from './variations-page';
