/** The seo feature's public face: what other features use. */
export { pageDescription, pageHead, pageTitle } from './domain/seo.ts';
