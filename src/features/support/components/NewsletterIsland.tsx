/**
 * The newsletter form's script island (see src/directives/script.ts): renders nothing; the client:script
 * directive imports this module without React and calls start() when the form comes into view, so no
 * script loads with the page (the form posts to the provider until then).
 */
import { enhanceNewsletters } from './newsletter.ts';

export const start = enhanceNewsletters;

export default function NewsletterIsland(): null {
  return null;
}
