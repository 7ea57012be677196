import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { chainOption, networkOption } from '../options';
import { adapterFor, assetDecimals, NETWORK_OPTIONS, parseAmount, tokenAddress } from './chain-helpers';
import type { AssetRef } from '@kestrel/chains';
import { evmHelpers } from '@kestrel/chains';
import { faucetLitecoin } from './faucet-litecoin';
import { requireDevnetNode } from './utxo';

/**
 * Hardhat's account #0 (the published "test test ... junk" phrase, m/44'/60'/0'/0/0): holds 10000
 * ETH and the devnet's test tokens. Public test key, valid on the devnet only.
 */
const DEVNET_FUNDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const DEVNET_FUNDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const faucetCommand: Command = {
  name: 'faucet',
  summary: 'Fund an address on the local devnet (native coin or a test token)',
  usage: [
    'kestrel faucet --chain C ADDRESS [--amount A] [--token KTT|TUSD|0x...]  (devnet only)',
    'kestrel faucet --chain litecoin ADDRESS [--amount LTC] [--rpc http://user:pass@127.0.0.1:19443]',
  ],
  async run(argv, io) {
    const { values, positionals } = parseOptions(argv, {
      ...NETWORK_OPTIONS,
      amount: { type: 'string' },
      token: { type: 'string' },
    });
    const chain = chainOption(values.chain);
    const network = networkOption(values.network, 'devnet');
    if (network !== 'devnet') throw new CliError('The faucet works on the devnet only');
    const [address] = positionals;
    if (chain.family === 'utxo') {
      // The devnet's litecoind sends from its own wallet and mines a block.
      requireDevnetNode(chain);
      if (values.token) throw new CliError(`${chain.chain_name} has no tokens`);
      const rpc = typeof values.rpc === 'string' && values.rpc ? values.rpc.split(',')[0]!.trim() : undefined;
      return faucetLitecoin(
        rpc ? { ...io, env: { ...io.env, KESTREL_LITECOIN_RPC: rpc } } : io,
        address,
        values.amount,
      );
    }
    const adapter = await adapterFor(io, chain, network, values);
    const check = adapter.validateAddress(address ?? '');
    if (!check.valid) throw new CliError(`Give the ADDRESS to fund: ${check.reason}`);
    const asset: AssetRef = values.token
      ? { kind: 'token', contract: tokenAddress(io, values.token, network) }
      : { kind: 'native' };
    const amount = parseAmount(
      values.amount ?? (values.token ? '1000' : '10'),
      await assetDecimals(adapter, asset),
    );
    const { softwareSigner } = await evmHelpers();
    const signer = softwareSigner(
      Uint8Array.from(
        DEVNET_FUNDER_KEY.slice(2)
          .match(/../g)!
          .map((b) => parseInt(b, 16)),
      ),
    );
    const intent = { from: DEVNET_FUNDER, to: check.normalized, amount, asset };
    const fee = await adapter.estimateFee(intent);
    const signed = await adapter.sign(
      await adapter.buildTransaction(intent, { gasPrice: fee.options[1]!.gasPrice }),
      signer,
    );
    const { hash } = await adapter.broadcast(signed);
    const r = await adapter.waitForConfirmation(hash);
    io.json({
      chain: chain.chain_name,
      network,
      funded: check.normalized,
      asset: asset.kind === 'token' ? asset.contract : 'native',
      amount: amount.toString(),
      hash,
      status: r === 'pending' ? 'pending' : r.success ? 'SUCCESS' : 'FAIL',
    });
    return r !== 'pending' && r.success ? 0 : 3;
  },
};
