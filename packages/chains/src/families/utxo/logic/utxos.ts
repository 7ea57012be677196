/** Gathers spendable coins across a wallet's addresses (spec §3 UTXO shape). */
import { hex } from '@scure/base';
import type { UtxoContext } from './context';
import { parseUtxoAddress } from './address';
import { encodeWif } from './wif';
import type { Signer } from '../../../adapter-types';
import { isUtxoWalletSigner, type UtxoWalletSigner } from './signer';
import { inputTypeOf, type UtxoTxInput, type WalletUtxo } from './payload';
import { RBF_SEQUENCE } from './rules';
import { discoverAccount, nextAddress } from './discovery';

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

/**
 * The addresses a send spends from and where its change goes. An HD account: every used address
 * holding coins (discovery), change to the first unused change address (never a receive
 * address). Else the signer's keys (or `from` alone), change back to `from`.
 */
export async function accountOwners(
  ctx: UtxoContext,
  from: string,
  signer?: Signer,
): Promise<{ owners: OwnedAddress[]; change: string }> {
  if (!isUtxoWalletSigner(signer) || !signer.derive) return { owners: ownersOf(from, signer), change: from };
  const scan = await discoverAccount(ctx, signer);
  const owners: OwnedAddress[] = scan.used
    .filter((a) => a.confirmed + a.unconfirmed > 0n)
    .map((a) => ({ address: a.address, ...(a.derivePath ? { derivePath: a.derivePath } : {}) }));
  if (!owners.some((k) => k.address === from)) owners.unshift({ address: from });
  return { owners, change: nextAddress(signer, scan, 1).address };
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
  const { owners } = await accountOwners(ctx, signer.keys[0]!.address, signer);
  const coins = await spendableCoins(ctx, owners);
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
