/**
 * The chat launcher's script island (see src/directives/script.ts): renders nothing; the client:script
 * directive imports this module without React on the first click on the launcher and calls start(), so
 * no script, and not the widget's, loads with the page.
 */
import { startChat } from './chat-launcher.ts';

export const start = startChat;

export default function ChatIsland(): null {
  return null;
}
