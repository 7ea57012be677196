/**
 * `kestrel balance`: the wallet's balance flow (refreshBalances) for an address and its tokens,
 * read through an in-memory wallet that watches it. Each amount carries its state: fresh, stale
 * (the last amount read, marked) or unavailable (no amount at all, never a false 0); any but
 * fresh exits 3.
 */
import { formatUnits, refreshBalances, type CoinBalanceResult, type WalletCoin } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { openSigningSession, openWatchSession, tokenCoin } from '../network/session';
import { addressOption, NETWORK_OPTIONS, networkContext, tokenOption } from './chain-helpers';

export interface Row {
  asset: string;
  symbol?: string;
  decimals?: number;
  amount?: string;
  display?: string;
  state: string;
  asOf?: string;
  error?: string;
  /** An account's confirmed and unconfirmed parts (--wallet on chains that read accounts). */
  confirmed?: string;
  unconfirmed?: string;
}

/**
 * One coin's reading as printed: an amount (and its display) only when one is known; a stale
 * amount is marked with when it was read; an unavailable one has neither, never a false 0.
 */
export function balanceRow(coin: WalletCoin, r: CoinBalanceResult | undefined): Row {
  const state = r?.balanceState ?? { state: 'unavailable' as const, error: 'No balance returned' };
  const amount = r?.totalBalance;
  return {
    asset: coin.contractAddress ?? 'native',
    symbol: coin.symbol,
    decimals: coin.decimal,
    ...(amount !== undefined ? { amount, display: formatUnits(amount, coin.decimal) } : {}),
    state: state.state,
    ...(state.state === 'stale' && state.asOf !== undefined
      ? { asOf: new Date(state.asOf).toISOString() }
      : {}),
    ...(state.error ? { error: state.error } : {}),
    ...(r?.confirmed !== undefined ? { confirmed: r.confirmed } : {}),
    ...(r?.unconfirmed !== undefined ? { unconfirmed: r.unconfirmed } : {}),
  };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0];

export const balanceCommand: Command = {
  name: 'balance',
  summary: 'Native and token balances of an address (stale/unavailable when providers fail)',
  usage: [
    'kestrel balance --chain C --address A [--token T,...] [--network devnet|testnet|mainnet] [--rpc URL,...]',
    "kestrel balance --chain C --wallet NAME [--store DIR] [--network N]: the wallet's coin (Bitcoin family: the whole account)",
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      address: { type: 'string' },
      token: { type: 'string' },
      wallet: { type: 'string' },
      store: { type: 'string' },
    });
    const ctx = await networkContext(io, values);
    if (values.wallet && values.address !== undefined)
      throw new CliError('Give --address or --wallet, not both');
    const contracts = values.token ? values.token.split(',').map((t) => tokenOption(io, ctx, t.trim())) : [];
    // A wallet of the store: its coin's balance as the wallet shows it (an account where the chain has them).
    const fs = values.wallet
      ? await openSigningSession(io, ctx, { wallet: values.wallet, store: values.store })
      : await openWatchSession(ctx, addressOption(ctx, values.address, '--address'));
    const address = fs.coin.address;
    try {
      const coins: WalletCoin[] = [fs.coin];
      const unreadable: Row[] = [];
      for (const contract of contracts) {
        // A token whose symbol and decimals cannot be read has no amount to show either.
        await tokenCoin(fs, ctx.adapter, contract).then(
          (c) => coins.push(c),
          (e: unknown) => unreadable.push({ asset: contract, state: 'unavailable', error: errorText(e) }),
        );
      }
      const results = await refreshBalances(fs.env, {
        walletId: fs.wallet.id,
        coinIds: coins.map((c) => c._id),
      });
      const rows = coins.map((coin) =>
        balanceRow(
          coin,
          results.find((x) => x.coinId === coin._id),
        ),
      );
      const balances = [...rows, ...unreadable];
      io.json({ chain: ctx.chain.chain_name, network: ctx.network, address, balances });
      return balances.every((b) => b.state === 'fresh') ? 0 : 3;
    } finally {
      fs.close();
    }
  },
};
