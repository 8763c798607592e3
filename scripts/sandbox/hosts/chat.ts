/**
 * The external chat widget (storefront §7: "An external chat widget is loaded on demand"), base path /chat.
 *
 *   GET /chat/widget.js → 200 text/javascript: a small stand-in for a vendor's widget, so the storefront's
 *   launcher works end to end offline. Once it has run, `window.merchChat` has `open({ onClose })` and
 *   `close()` (the storefront's contract, src/features/support/domain/chat-widget.ts): a window at the foot
 *   of the viewport (role dialog, named by its heading) with the support reply time (checkout §2: within 24
 *   business hours), a message form and Close; it takes focus when it opens, closes on Escape or Close and
 *   then calls onClose. Messages stay in the page (nothing is sent).
 */
import type { SandboxContext } from '../context.ts';

/** The global the storefront reads (its own copy: the sandbox imports nothing from src/). */
export const CHAT_WIDGET_GLOBAL = 'merchChat';
export const CHAT_WIDGET_TITLE = 'Chat with us';
export const CHAT_WIDGET_REPLY_TIME = 'Our team replies to every message within 24 business hours.';

const STYLE = [
  '#merch-chat{position:fixed;right:1rem;bottom:1rem;z-index:1000;box-sizing:border-box;width:min(22rem,calc(100vw - 2rem));',
  'max-height:calc(100vh - 2rem);overflow:auto;padding:1rem;background:#fff;color:#1a1a1a;border:1px solid #595959;',
  'border-radius:.5rem;box-shadow:0 .5rem 2rem rgba(0,0,0,.25);font:16px/1.5 system-ui,sans-serif;text-align:left}',
  '#merch-chat[hidden]{display:none}#merch-chat h2{margin:0;font-size:1.125rem}#merch-chat p{margin:.5rem 0}',
  '.mc-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem}',
  '.mc-close,.mc-send{min-height:2.75rem;min-width:2.75rem;border:1px solid #1a1a1a;border-radius:.375rem;font:inherit;cursor:pointer}',
  '.mc-close{background:#fff;color:#1a1a1a}.mc-send{margin-top:.5rem;padding:0 1rem;background:#1a1a1a;color:#fff}',
  '.mc-log{margin:.5rem 0}.mc-log p{margin:.25rem 0}',
  '#merch-chat label{display:block;font-weight:600}',
  '#merch-chat textarea{box-sizing:border-box;width:100%;font:inherit;color:#1a1a1a;background:#fff;border:1px solid #595959;border-radius:.375rem}',
].join('');

const MARKUP =
  `<div class="mc-head"><h2 id="merch-chat-title">${CHAT_WIDGET_TITLE}</h2>` +
  '<button type="button" class="mc-close" aria-label="Close chat">\u00d7</button></div>' +
  `<p>${CHAT_WIDGET_REPLY_TIME}</p>` +
  '<div class="mc-log" role="log" aria-label="Messages"></div>' +
  '<form><label for="merch-chat-message">Your message</label>' +
  '<textarea id="merch-chat-message" rows="3" required></textarea>' +
  '<button type="submit" class="mc-send">Send</button></form>';

/** The widget's script: plain ES5-era browser code, no dependencies. */
export const CHAT_WIDGET_SCRIPT = `(function (w, d) {
  if (w.${CHAT_WIDGET_GLOBAL}) return;
  var panel = null, closed = null;
  function close() {
    if (!panel || panel.hidden) return;
    panel.hidden = true;
    var done = closed;
    closed = null;
    if (done) done();
  }
  function build() {
    var style = d.createElement('style');
    style.textContent = ${JSON.stringify(STYLE)};
    d.head.appendChild(style);
    panel = d.createElement('section');
    panel.id = 'merch-chat';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'merch-chat-title');
    panel.hidden = true;
    panel.innerHTML = ${JSON.stringify(MARKUP)};
    d.body.appendChild(panel);
    panel.querySelector('.mc-close').addEventListener('click', close);
    panel.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') close();
    });
    var form = panel.querySelector('form'), text = panel.querySelector('textarea'), log = panel.querySelector('.mc-log');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var said = text.value.trim();
      if (!said) return;
      [said, 'Thanks, we have your message.'].forEach(function (line) {
        var item = d.createElement('p');
        item.textContent = line;
        log.appendChild(item);
      });
      text.value = '';
    });
  }
  w.${CHAT_WIDGET_GLOBAL} = {
    open: function (options) {
      if (!panel) build();
      closed = options && typeof options.onClose === 'function' ? options.onClose : null;
      panel.hidden = false;
      panel.querySelector('textarea').focus();
    },
    close: close
  };
})(window, document);
`;

export function register(ctx: SandboxContext): void {
  ctx.router.add('GET', 'chat', '/widget.js', () => ({
    status: 200,
    body: CHAT_WIDGET_SCRIPT,
    headers: { 'content-type': 'text/javascript; charset=utf-8' },
  }));
}
