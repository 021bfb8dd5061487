/** The Drag & Drop Builder dialog the generator opens. */
export { BuilderModal } from './builder-modal';
