/**
 * The visit's script island (see src/directives/script.ts): renders nothing; the client:script directive
 * imports this module without React and calls start() on the first trigger VisitScripts.astro names.
 */
import { startVisit } from './visit.ts';

export const start = startVisit;

export default function VisitIsland(): null {
  return null;
}
