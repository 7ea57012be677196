/** Gathers spendable coins across a wallet's addresses (spec §3 UTXO shape). */
import { hex } from '@scure/base';
import type { UtxoContext } from './context';
import { parseUtxoAddress } from './address';
import { encodeWif } from './wif';
import type { Signer } from '../../../adapter-types';
import { isUtxoWalletSigner, type UtxoWalletSigner } from './signer';
import { inputTypeOf, type UtxoTxInput, type WalletUtxo } from './payload';
import { RBF_SEQUENCE } from './rules';

export interface OwnedAddress {
  address: string;
  derivePath?: string;
}

/**
 * The addresses whose coins a send from `from` may spend: every address of a wallet signer (its
 * receive and change addresses), with `from` first when the signer does not list it; else `from` alone.
 */
export function ownersOf(from: string, signer?: Signer): OwnedAddress[] {
  const owners: OwnedAddress[] = isUtxoWalletSigner(signer) ? [...signer.keys] : [{ address: from }];
  if (!owners.some((k) => k.address === from)) owners.unshift({ address: from });
  return owners;
}

/** Coins of every address (read in parallel, each with provider fallback), ready to spend. */
export async function spendableCoins(
  ctx: UtxoContext,
  owners: readonly OwnedAddress[],
): Promise<UtxoTxInput[]> {
  const type = inputTypeOf(ctx.chain.utxoAddressType);
  const lists = await Promise.all(
    owners.map(async (o) => {
      const script = hex.encode(parseUtxoAddress(ctx.chain, o.address, ctx.network).script);
      const utxos = await ctx.providers.read(`UTXOs of ${o.address}`, (p) => p.utxos(o.address));
      return utxos.map((u): UtxoTxInput => ({
        txid: u.txid,
        vout: u.vout,
        value: u.value,
        address: o.address,
        derivePath: o.derivePath,
        type,
        script,
        sequence: RBF_SEQUENCE,
      }));
    }),
  );
  // One coin may be reported for two owners only through a provider bug: keep the first.
  const seen = new Set<string>();
  return lists.flat().filter((c) => {
    const key = `${c.txid}:${c.vout}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The spec's UTXO records, with each coin's derivation path and (WIF) private key. */
export async function gatherUtxos(ctx: UtxoContext, signer: UtxoWalletSigner): Promise<WalletUtxo[]> {
  const coins = await spendableCoins(ctx, signer.keys);
  return coins.map((c) => ({
    txid: c.txid,
    hash: c.txid,
    value: c.value,
    vout: c.vout,
    fromAddress: c.address,
    derivePath: c.derivePath,
    privateKey: encodeWif(signer.privateKeyFor(c.address), ctx.net.wif, true),
  }));
}
