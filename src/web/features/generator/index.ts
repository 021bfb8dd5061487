/** The generator (/generator). */
export { GeneratorPage } from './generator-page';
