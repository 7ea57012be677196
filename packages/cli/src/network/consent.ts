/**
 * The batch delegation consent, as the web's batch review asks it: a batch that delegates the
 * account (EIP-7702) to a contract it does not delegate to yet is sent only with
 * `--accept-delegation <that contract's address>`. The rule and its text are the wallet's
 * (`checkDelegationConsent`, `DelegationConsentError`); this only reads the account's delegation
 * and prints the refusal.
 */
import { checkDelegationConsent, DelegationConsentError } from '@kestrel/wallet';
import type { CliIO } from '../io';
import type { FlowSession } from './session';

/** Null when the batch may go on; else prints the wallet's consent text and returns exit 2. */
export async function batchConsentRefusal(
  io: CliIO,
  fs: FlowSession,
  consent: string | undefined,
): Promise<number | null> {
  const adapter = await fs.env.adapters(fs.coin.chain_name);
  if (!adapter.accountDelegation) return null;
  try {
    checkDelegationConsent(await adapter.accountDelegation(fs.coin.address), consent);
    return null;
  } catch (e) {
    if (!(e instanceof DelegationConsentError)) throw e;
    io.json({
      error: e.message,
      delegate: e.delegation.delegate,
      current: e.delegation.current,
      consentFlag: `--accept-delegation ${e.delegation.delegate.address}`,
    });
    return 2;
  }
}
