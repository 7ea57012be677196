/** A send that sent nothing, as JSON: the flow's toast (title, text) and, where kept, the failed record. */
import type { FailedTransaction } from '@kestrel/wallet';
import type { CliIO } from '../io';
import type { FlowSession } from '../network/session';

/** Refusals of the request itself (nothing was signed): bad input, exit 2. */
const REFUSALS = [/^Insufficient balance/, /^The amount must be above zero/];

export const isRefusal = (error: string): boolean => REFUSALS.some((r) => r.test(error));

/**
 * Prints {error, detail?, failedTransaction?}; returns the exit code. The detail is the toast's
 * text, else `cause` (the adapter's own words where the §8 title is a generic one).
 */
export function failureOutput(
  io: CliIO,
  fs: FlowSession,
  error: string,
  failedBefore: FailedTransaction | null | undefined,
  cause?: string,
): number {
  const refused = isRefusal(error);
  const toast = [...fs.toasts].reverse().find((t) => t.title === error);
  const record = fs.env.getState().wallets.failedTransaction;
  const detail = toast?.text || cause;
  io.json({
    error: error || 'Something Went wrong',
    ...(detail && detail !== error ? { detail } : {}),
    ...(!refused && record && record !== failedBefore ? { failedTransaction: record } : {}),
  });
  return refused ? 2 : 3;
}
