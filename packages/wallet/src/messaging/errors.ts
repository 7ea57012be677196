/**
 * Messaging errors. Network, relay and decryption failures reject with the spec's one text,
 * 'something went wrong' (the cause stays attached for logs, never a key); bad input names what
 * is wrong and changes nothing.
 */
import { MESSAGING_FAILURE } from './types';

export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(cause?: unknown) {
    super(MESSAGING_FAILURE, cause === undefined ? undefined : { cause });
  }
}

export class MessagingInputError extends Error {
  override name = 'MessagingInputError';
}

/** Runs `fn`; anything but bad input becomes a MessagingError. */
export async function failSoftly<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof MessagingInputError || e instanceof MessagingError) throw e;
    throw new MessagingError(e);
  }
}
