/**
 * Jettons (TEP-74) through the RPC's get-methods: the owner's jetton wallet (get_wallet_address on
 * the master, kept once read), its balance (get_wallet_data beside getAddressState; an undeployed
 * jetton wallet holds 0) and the master's metadata (get_jetton_data's TEP-64 content).
 */
import { Address } from '@ton/core';
import { redactUrl } from '../../../net/errors';
import { accountState, getMethodResult, type TonV2 } from '../network/index';
import type { TonContext } from './context';
import { jettonMetadata, type JettonMetadata } from './jetton-metadata';
import { sliceArg, stackAddress, stackCell, stackNumber } from './stack';

async function run(p: TonV2, address: Address, method: string, stack: [string, string][] = []) {
  const r = await p.call('runGetMethod', { address: address.toString(), method, stack }, getMethodResult);
  if (r.exit_code !== 0 && r.exit_code !== 1)
    throw new Error(`${method} failed on ${address.toString()} (exit code ${r.exit_code})`);
  return r;
}

export async function jettonWalletOf(ctx: TonContext, master: Address, owner: Address): Promise<Address> {
  const key = `${master.toRawString()}|${owner.toRawString()}`;
  const known = ctx.jettonWallets.get(key);
  if (known) return Address.parse(known);
  const wallet = await ctx.providers.read('jetton wallet address', async (p) => {
    const r = await run(p, master, 'get_wallet_address', [sliceArg(owner)]);
    return stackAddress(redactUrl(p.endpoint), r.stack[0]);
  });
  ctx.jettonWallets.set(key, wallet.toRawString());
  return wallet;
}

export async function jettonBalance(ctx: TonContext, master: Address, owner: Address): Promise<bigint> {
  const wallet = await jettonWalletOf(ctx, master, owner);
  return ctx.providers.read('jetton balance', async (p) => {
    // Both at once (one round trip): the wallet's data counts only when the wallet is deployed.
    const [state, data] = await Promise.all([
      p.call('getAddressState', { address: wallet.toString() }, accountState),
      run(p, wallet, 'get_wallet_data').then(
        (r) => ({ r }),
        (error: unknown) => ({ error }),
      ),
    ]);
    if (state !== 'active') return 0n;
    if ('error' in data) throw data.error;
    const r = data.r;
    const balance = stackNumber(redactUrl(p.endpoint), r.stack[0]);
    if (balance < 0n) throw new Error('A negative jetton balance');
    return balance;
  });
}

/** The master's metadata (jetton-metadata.ts: on-chain, off-chain or both). */
export async function tokenInfo(ctx: TonContext, master: Address): Promise<JettonMetadata> {
  const content = await ctx.providers.read('jetton data', async (p) => {
    const r = await run(p, master, 'get_jetton_data');
    return stackCell(redactUrl(p.endpoint), r.stack[3]);
  });
  return jettonMetadata(ctx, content);
}
