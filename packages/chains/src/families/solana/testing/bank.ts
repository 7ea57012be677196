/**
 * Writes token state straight into a litesvm devnet's bank, as the devnet's genesis does (tests
 * only): a mint's account and a holder's associated token account.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { base58 } from '@scure/base';
import type { Address } from '@solana/kit';
import { associatedTokenAddress } from '../logic/instructions';

/** An account owned by `program`, rent exempt for its size. */
export function putAccount(devnet: SolanaDevnet, at: string, data: Uint8Array, program: string): void {
  const svm = devnet.chain.svm;
  svm.setAccount({
    address: at as Address,
    data,
    executable: false,
    lamports: svm.minimumBalanceForRentExemption(BigInt(data.length)) as never,
    programAddress: program as Address,
    space: BigInt(data.length),
  });
}

/**
 * `holder`'s associated account of `mint` under `program` holding `amount` (165 bytes: mint,
 * owner, amount, state at byte 108: initialized, or frozen when asked); returns its address.
 */
export function putTokenHolding(
  devnet: SolanaDevnet,
  o: { mint: string; holder: string; amount: bigint; program: string; frozen?: boolean },
): string {
  const account = new Uint8Array(165);
  account.set(base58.decode(o.mint), 0);
  account.set(base58.decode(o.holder), 32);
  new DataView(account.buffer).setBigUint64(64, o.amount, true);
  account[108] = o.frozen ? 2 : 1; // AccountState: Initialized or Frozen
  const at = associatedTokenAddress(o.holder, o.mint, o.program);
  putAccount(devnet, at, account, o.program);
  return at;
}
