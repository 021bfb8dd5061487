/** Hosted publishing in the web app: the detail page's card and the editor's button. */
export { PagePublishing, type PagePublishingProps } from './page-publishing';
export { PublishButton } from './publish-dialog';
