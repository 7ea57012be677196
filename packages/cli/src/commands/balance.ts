import { parseOptions, requireOption, type Command } from '../command';
import { chainOption, networkOption } from '../options';
import {
  adapterFor,
  formatAmount,
  NETWORK_OPTIONS,
  requireAssetSupport,
  tokenAddress,
} from './chain-helpers';

export const balanceCommand: Command = {
  name: 'balance',
  summary: 'Native and token balances of an address (stale/unavailable when providers fail)',
  usage: [
    'kestrel balance --chain C --address A [--token T,...] [--network devnet|testnet|mainnet] [--rpc URL,...]',
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      address: { type: 'string' },
      token: { type: 'string' },
    });
    const chain = chainOption(values.chain);
    const network = networkOption(values.network);
    const address = requireOption(values.address, 'address');
    const adapter = await adapterFor(io, chain, network, values);
    requireAssetSupport(adapter, values);
    const check = adapter.validateAddress(address);
    if (!check.valid) throw new (await import('../io')).CliError(check.reason);
    const tokens = values.token
      ? values.token.split(',').map((t) => tokenAddress(io, t.trim(), network))
      : [];
    const balances = await adapter.getBalances(check.normalized, { tokens });
    io.json({
      chain: chain.chain_name,
      network,
      address: check.normalized,
      balances: balances.map((b) => ({
        asset: b.asset.kind === 'token' ? b.asset.contract : 'native',
        symbol: b.symbol,
        decimals: b.decimals,
        amount: b.amount.toString(),
        display: formatAmount(b.amount, b.decimals),
        state: b.state,
        ...(b.error ? { error: b.error } : {}),
      })),
    });
    return balances.some((b) => b.state !== 'fresh') ? 3 : 0;
  },
};
