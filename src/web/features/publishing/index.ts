/** Hosted publishing in the web app: the detail page's card and the editor's button. */
export { PagePublishing, type PagePublishingProps } from './page-publishing';
export { PublishButton } from './publish-dialog';
/** The slug rule's helpers: an experiment's address shares the publication's rule and namespace. */
export { sentence, slugProblem, suggestSlug } from './slug';
