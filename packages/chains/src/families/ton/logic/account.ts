/** Reads of a TON account through the RPC providers (with fallback): wallet state, balance, seqno. */
import { walletInformation, type WalletInformation } from '../network/index';
import type { TonContext } from './context';

export function walletInfo(ctx: TonContext, address: string): Promise<WalletInformation> {
  return ctx.providers.read(`wallet ${address}`, (p) =>
    p.call('getWalletInformation', { address }, walletInformation),
  );
}

/** The seqno the next message must carry: 0 until the wallet is deployed. */
export function nextSeqno(info: WalletInformation): number {
  if (info.account_state !== 'active') return 0;
  if (info.seqno === undefined)
    throw new Error('This TON account is not a wallet Kestrel can send from (no sequence number)');
  return info.seqno;
}
