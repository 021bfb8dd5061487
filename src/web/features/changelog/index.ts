/** The changelog (/changelog). */
export { ChangelogPage } from './changelog-page';
