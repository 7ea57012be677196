/**
 * Balances: the TON coin from the wallet's state and the jettons (by master address) from the
 * indexer's list of the owner's jetton wallets (owner-jettons.ts), all read at once: one round trip
 * cold. Without an indexer answer each jetton is read from its wallet by get-methods. A failed read
 * shows the last known amount, stale (net/balances.ts), never a false zero.
 */
import { Address } from '@ton/core';
import type { Balance, TokenInfo } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { walletInfo } from './account';
import { validateTonAddress } from './address';
import type { TonContext } from './context';
import { tokenInfo } from './jetton';
import { jettonBalanceFrom, ownerJettons, type OwnerJettons } from './owner-jettons';

/** TEP-64's default when a jetton's metadata cannot be read. */
const JETTON_DEFAULT_DECIMALS = 9;

const infos = new WeakMap<TonContext, Map<string, TokenInfo>>();

export async function getTokenInfo(ctx: TonContext, contract: string): Promise<TokenInfo> {
  const m = validateTonAddress(contract, ctx.network);
  if (!m.valid) throw new Error(`Invalid jetton master: ${m.reason}`);
  const cache = infos.get(ctx) ?? new Map<string, TokenInfo>();
  infos.set(ctx, cache);
  const known = cache.get(m.normalized);
  if (known) return known;
  const { info, complete } = await tokenInfo(ctx, Address.parse(m.normalized));
  // Info missing its off-chain part is read again next time.
  if (complete) cache.set(m.normalized, info);
  return info;
}

export async function getBalances(
  ctx: TonContext,
  address: string,
  tokens: string[] = [],
): Promise<Balance[]> {
  const check = validateTonAddress(address, ctx.network);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const owner = Address.parse(check.normalized);
  const masters = tokens.map((contract) => {
    const m = validateTonAddress(contract, ctx.network);
    if (!m.valid) throw new Error(`Invalid jetton master: ${m.reason}`);
    return m.normalized;
  });
  // An indexer that cannot answer (none configured, no such call, a malformed answer everywhere)
  // leaves each jetton to its get-methods: never a zero.
  const listing: Promise<OwnerJettons | null> =
    masters.length && ctx.providers.indexers.length
      ? ownerJettons(ctx, owner, check.normalized).catch(() => null)
      : Promise.resolve(null);
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  const native = ctx.balances
    .read(
      BalanceBook.key(scope, check.normalized),
      async () => (await walletInfo(ctx, check.normalized)).balance,
    )
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const jettons = masters.map(async (contract): Promise<Balance> => {
    const master = Address.parse(contract);
    const [reading, info] = await Promise.all([
      ctx.balances.read(BalanceBook.key(scope, check.normalized, contract), () =>
        jettonBalanceFrom(ctx, listing, master, owner),
      ),
      getTokenInfo(ctx, contract).catch(() => undefined),
    ]);
    return {
      asset: { kind: 'token', contract },
      symbol: info?.symbol ?? '',
      decimals: info?.decimals ?? JETTON_DEFAULT_DECIMALS,
      ...reading,
    };
  });
  return Promise.all([native, ...jettons]);
}
