/** The support feature's public face: what other features use. */
export { supportArticlePath } from './domain/paths.ts';
export { chatLauncherShown } from './domain/chat-widget.ts';
