/** Messaging rules: consent values, forward-message and custom-reply validation. */

export type ConsentState = 'allowed' | 'denied';

/** allowed and denied pass; anything else is logged (without content) and ignored (null). */
export function parseConsent(value: unknown, log: (msg: string) => void = console.warn): ConsentState | null {
  if (value === 'allowed' || value === 'denied') return value;
  log(`Ignoring unknown consent state: ${typeof value === 'string' ? value.slice(0, 32) : typeof value}`);
  return null;
}

export interface ForwardConversation {
  topic?: string;
  peerAddress?: string;
}

/** Non-empty conversation and message arrays; each conversation needs topic and peerAddress. */
export function isValidForward(conversations: unknown, messages: unknown): boolean {
  if (!Array.isArray(conversations) || conversations.length === 0) return false;
  if (!Array.isArray(messages) || messages.length === 0) return false;
  return conversations.every(
    (c: ForwardConversation | null) =>
      typeof c === 'object' &&
      c !== null &&
      !!c.topic &&
      typeof c.topic === 'string' &&
      !!c.peerAddress &&
      typeof c.peerAddress === 'string',
  );
}

export interface CustomReplyContent {
  repliedMessage: string;
  repliedMessageId: string;
  message: string;
  senderAddress: string;
}

/** All four fields present and non-empty, and the sender starts with 0x. */
export function isValidCustomReply(content: unknown): content is CustomReplyContent {
  if (typeof content !== 'object' || content === null) return false;
  const c = content as Record<string, unknown>;
  const fields = ['repliedMessage', 'repliedMessageId', 'message', 'senderAddress'];
  if (!fields.every((f) => typeof c[f] === 'string' && (c[f] as string) !== '')) return false;
  return (c.senderAddress as string).startsWith('0x');
}
