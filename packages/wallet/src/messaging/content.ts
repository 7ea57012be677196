/**
 * What travels inside an MLS application message: a text, or the custom reply content type
 * (spec §3; all four fields, the sender starting with 0x, spec §5). Encoded as JSON; anything
 * else decrypts to null and is refused like a tampered message.
 */
import { MessagingInputError } from './errors';
import { isValidCustomReply } from '../rules/messaging';
import type { ChatMessage, CustomReplyContent } from './types';

export type Content = { type: 'text'; text: string } | { type: 'reply'; reply: CustomReplyContent };

/** Longest text one message carries (the relay takes 16 KiB of MLS bytes). */
export const MAX_TEXT_LENGTH = 4000;

export function checkText(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') throw new MessagingInputError('A message needs text');
  if (text.length > MAX_TEXT_LENGTH)
    throw new MessagingInputError(`A message has at most ${MAX_TEXT_LENGTH} characters`);
  return text;
}

/** Spec §5 "Custom reply": all four fields, and the sender must start with 0x. */
export function checkReply(reply: unknown): CustomReplyContent {
  if (!isValidCustomReply(reply))
    throw new MessagingInputError(
      'A reply needs repliedMessage, repliedMessageId, message and senderAddress, and the sender must start with 0x',
    );
  checkText(reply.message);
  const { repliedMessage, repliedMessageId, message, senderAddress } = reply;
  return { repliedMessage, repliedMessageId, message, senderAddress };
}

export function encodeContent(content: Content): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(content));
}

export function decodeContent(bytes: Uint8Array): Content | null {
  try {
    const v = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Record<string, unknown>;
    if (v.type === 'text') return { type: 'text', text: checkText(v.text) };
    if (v.type === 'reply') return { type: 'reply', reply: checkReply(v.reply) };
  } catch {
    // not one of ours: refused below
  }
  return null;
}

/** The chat-list message for a content (spec §3 "Message"). */
export function toMessage(content: Content, id: string, createdAt: number, sender: string): ChatMessage {
  const base = { _id: id, createdAt, user: { _id: sender } };
  if (content.type === 'text') return { ...base, text: content.text };
  return {
    ...base,
    text: content.reply.message,
    reference: content.reply.repliedMessageId,
    repliedMessage: content.reply.repliedMessage,
    repliedUserId: content.reply.senderAddress,
  };
}
