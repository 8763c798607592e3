/** The seo feature's public face: what other features use. */
export { pageDescription, pageTitle } from './domain/seo.ts';
