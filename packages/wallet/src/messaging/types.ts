/**
 * The messaging shapes (spec §3 "Messaging"): the store slice's Conversation and ChatMessage
 * (store/slices/messaging.ts) and the rules' custom reply content type (rules/messaging.ts), so
 * what the client returns drops straight into the store.
 */
import type { ChatMessage, Conversation } from '../store/slices/messaging';
import type { ConsentState, CustomReplyContent } from '../rules/messaging';

export type { ChatMessage, Conversation, ConsentState, CustomReplyContent };

/** Messaging page size (spec §9). */
export const MESSAGING_PAGE_SIZE = 20;

/** Every messaging failure rejects with this text (spec §5 "Rejection messages"). */
export const MESSAGING_FAILURE = 'something went wrong';

/** The protocol a conversation runs: MLS (RFC 9420), the family XMTP v3 uses. */
export const CONVERSATION_VERSION = 'mls-rfc9420';

/** The conversation list's filters: a consent state, or requests (no consent given yet). */
export type ConversationFilter = ConsentState | 'requests';

/** One page of messages, newest first; `next` asks for the older page. */
export interface MessagePage {
  messages: ChatMessage[];
  next: number | null;
}
