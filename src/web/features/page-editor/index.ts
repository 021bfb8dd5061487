/** The edit page (/edit/:id) and its test bench (/edit-test/:id). */
export { EditPage } from './edit-page';
export { EditTestPage } from './edit-test-page';
