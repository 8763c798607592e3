/**
 * The chat widget host (storefront §7: "An external chat widget is loaded on demand"): the sandbox serves a
 * script that, once run, defines the widget the storefront's launcher opens (the contract in
 * src/features/support/domain/chat-widget.ts).
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chatWidgetOf, chatWidgetSrc } from '../../src/features/support/domain/chat-widget.ts';
import { useSandbox } from './sandbox.ts';

const sb = useSandbox();

describe('chat: the widget script', () => {
  it('is served as JavaScript at the host URL the storefront is configured with', async () => {
    expect(chatWidgetSrc(sb.hosts.chat)).toBe(sb.hosts.chat);
    const res = await fetch(sb.hosts.chat);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    // The launcher loads it with a plain <script src>: no CORS needed, and it must not be cached for ever.
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('defines a widget with open and close once it has run (the DOM is only touched when it opens)', async () => {
    const script = await (await sb.call('/chat/widget.js')).text();
    const window: Record<string, unknown> = {};
    runInNewContext(script, { window, document: {} });
    const widget = chatWidgetOf(window['merchChat']);
    expect(widget).not.toBeNull();
    // Running it again (a second load) keeps the first widget.
    const first = window['merchChat'];
    runInNewContext(script, { window, document: {} });
    expect(window['merchChat']).toBe(first);
  });
});
