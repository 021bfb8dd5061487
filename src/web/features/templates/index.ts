/** The template library dialog the generator opens. */
export { TemplateGallery } from './template-gallery';
