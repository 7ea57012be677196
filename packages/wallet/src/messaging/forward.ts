/** Spec §5 "Forward message": non-empty conversation and message arrays; each conversation has topic and peerAddress. */
import { isValidForward } from '../rules/messaging';
import { checkText } from './content';
import { MessagingInputError } from './errors';
import type { ChatMessage } from './types';

export interface ForwardTarget {
  topic: string;
  peerAddress: string;
}

export interface ForwardRequest {
  conversations: ForwardTarget[];
  messages: Pick<ChatMessage, 'text'>[];
}

export function checkForward(request: unknown): ForwardRequest {
  const r = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
  if (!isValidForward(r.conversations, r.messages))
    throw new MessagingInputError(
      'Forwarding needs at least one conversation (each with topic and peerAddress) and at least one message',
    );
  return {
    conversations: (r.conversations as ForwardTarget[]).map(({ topic, peerAddress }) => ({
      topic,
      peerAddress,
    })),
    messages: (r.messages as unknown[]).map((m) => ({
      text: checkText((m as { text?: unknown } | null)?.text),
    })),
  };
}
