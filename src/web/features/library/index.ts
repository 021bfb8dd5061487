/** The page library: what the dashboard, the detail page and the variations page share. */
export { PromptDisclosure, ReferenceBadges } from './card-parts';
export { ConfirmDialog } from './confirm-dialog';
export { EditableTitle } from './editable-title';
export { formatDate, formatDateTime, plural } from './format';
export * from './library-api';
export * from './library-view';
export { copyPageHtml, copyPrompt, downloadPage, previewPage } from './page-actions';
export { MAX_LIVE_THUMBNAIL_FRAMES, PageThumbnail, thumbnailUrl } from './page-thumbnail';
export { type RemixSource, startRemix, useRemix } from './start-remix';
export { ToolButton, ToolLink } from './tool-button';
