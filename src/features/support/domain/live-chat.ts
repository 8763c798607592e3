/**
 * Whether live chat is offered, decided in one place for every page that speaks of it (checkout.md §2:
 * "/live-chat: live chat is disabled in the build"; support pages: "live chat 7 days a week"; §9 build
 * settings: live chat disabled). /live-chat and the support pages (topics, articles, the contact note)
 * all read liveChatOffered(), so they never disagree: with chat off nothing promises chat.
 */
import { BUILD_SETTINGS } from '../../../shared/api/flags.ts';
import { LIVE_CHAT_DAYS_PER_WEEK, SUPPORT_REPLY_BUSINESS_HOURS } from '../../../shared/constants.ts';
import { fill } from '../../../shared/messages/catalogue.ts';
import { support } from '../../../shared/messages/en/support.ts';

export interface ChatSettings {
  liveChat: boolean;
}

/** The one rule: the build setting. */
export function liveChatOffered(settings: ChatSettings = BUILD_SETTINGS): boolean {
  return settings.liveChat;
}

/** The clause every support text adds when chat is offered, else nothing. */
export function liveChatClause(offered: boolean): string {
  return offered ? fill(support.chatClause, { days: LIVE_CHAT_DAYS_PER_WEEK }) : '';
}

/** The reply-time sentence of the support articles. */
export function supportReplyText(offered: boolean): string {
  return fill(support.replyText, { hours: SUPPORT_REPLY_BUSINESS_HOURS, chat: liveChatClause(offered) });
}

/** What /live-chat says first. */
export function liveChatPageText(offered: boolean): string {
  return offered ? fill(support.liveChatOpen, { days: LIVE_CHAT_DAYS_PER_WEEK }) : support.liveChatOff;
}
