/**
 * /live-chat and the support pages agree on whether chat is offered (checkout.md §2 "/live-chat: live chat
 * is disabled in the build", support "live chat 7 days a week"; §9 "live chat disabled"): one rule, read by
 * both, checked with chat off (the build) and on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FlagsModule from '../../src/shared/api/flags.ts';

async function pagesWith(liveChat: boolean) {
  vi.resetModules();
  vi.doMock('../../src/shared/api/flags.ts', async (importOriginal) => {
    const real = await importOriginal<typeof FlagsModule>();
    return { ...real, BUILD_SETTINGS: Object.freeze({ ...real.BUILD_SETTINGS, liveChat }) };
  });
  const chat = await import('../../src/features/support/domain/live-chat.ts');
  const { SUPPORT_ARTICLES } = await import('../../src/content/support.ts');
  const support = SUPPORT_ARTICLES.flatMap((a) =>
    a.body.map((b) => (b.type === 'paragraph' ? b.text : b.type === 'list' ? b.items.join(' ') : b.text)),
  ).join('\n');
  const offered = chat.liveChatOffered();
  return {
    offered,
    livePage: chat.liveChatPageText(offered),
    support,
    contactNote: `we reply within 24 business hours${chat.liveChatClause(offered)}.`,
  };
}

afterEach(() => {
  vi.doUnmock('../../src/shared/api/flags.ts');
  vi.resetModules();
});

describe('live chat: one rule for /live-chat and the support pages', () => {
  it('the build has chat off: /live-chat says it is not available and no support text promises chat', async () => {
    vi.resetModules();
    const chat = await import('../../src/features/support/domain/live-chat.ts');
    const { SUPPORT_ARTICLES } = await import('../../src/content/support.ts');
    expect(chat.liveChatOffered()).toBe(false);
    expect(chat.liveChatPageText(chat.liveChatOffered())).toBe('Live chat is not available in this store.');
    expect(JSON.stringify(SUPPORT_ARTICLES)).not.toMatch(/live chat/i);
    expect(JSON.stringify(SUPPORT_ARTICLES)).toContain('within 24 business hours.');
  });

  it('chat off: both sides say no chat', async () => {
    const p = await pagesWith(false);
    expect(p.offered).toBe(false);
    expect(p.livePage).toBe('Live chat is not available in this store.');
    expect(p.support).not.toMatch(/live chat/i);
    expect(p.contactNote).toBe('we reply within 24 business hours.');
  });

  it('chat on: /live-chat says it is open and the support pages say live chat is open 7 days a week', async () => {
    const p = await pagesWith(true);
    expect(p.offered).toBe(true);
    expect(p.livePage).toBe('Live chat is open 7 days a week.');
    expect(p.support).toContain('live chat is open 7 days a week');
    expect(p.contactNote).toBe('we reply within 24 business hours, and live chat is open 7 days a week.');
  });
});
