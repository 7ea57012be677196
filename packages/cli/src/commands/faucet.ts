/**
 * `kestrel faucet`: funds an address on the local devnet, from the node that serves the chain:
 * Hardhat's funded account #0 sends through the wallet's send flow; litecoind pays from its own
 * wallet and mines a block (faucet-litecoin.ts); every other node (Solana, TON, ...) serves the
 * devnet's uniform POST /faucet route.
 */
import { sendTransfer, transferActions } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError, type CliIO } from '../io';
import { nodeInfoFile, requireDevnetNode } from '../network/devnet';
import { transferRequest, flowInput } from '../network/request';
import { openKeyFlowSession } from '../network/session';
import {
  addressOption,
  amountOption,
  NETWORK_OPTIONS,
  networkContext,
  tokenOption,
  type NetworkContext,
} from './chain-helpers';
import { faucetLitecoin } from './faucet-litecoin';
import { failureOutput } from './send-output';

/**
 * Hardhat's account #0 (the published "test test ... junk" phrase, m/44'/60'/0'/0/0): holds 10000
 * ETH and the devnet's test tokens. Public test key, valid on the devnet only.
 */
const DEVNET_FUNDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

interface FaucetValues {
  amount?: string;
  token?: string;
  rpc?: string;
}

type Faucet = (io: CliIO, ctx: NetworkContext, address: string, values: FaucetValues) => Promise<number>;

async function fromHardhat(io: CliIO, ctx: NetworkContext, address: string, values: FaucetValues) {
  const token = values.token ? tokenOption(io, ctx, values.token) : undefined;
  const fs = await openKeyFlowSession(ctx, DEVNET_FUNDER_KEY);
  try {
    const r = await transferRequest(
      fs,
      { amount: values.amount ?? (token ? '1000' : '10'), ...(token ? { token } : {}) },
      address,
    );
    fs.env.dispatch(
      transferActions.startTransfer({ currentCoin: r.coin._id, amount: r.amount, toAddress: address }),
    );
    const before = fs.env.getState().wallets.failedTransaction;
    const sent = await sendTransfer(fs.env, {
      ...flowInput(fs, r),
      toAddress: address,
      amount: r.amount,
      allowMax: false,
    });
    if (sent.status === 1) return failureOutput(io, fs, sent.error ?? '', before);
    io.json({
      chain: ctx.chain.chain_name,
      network: ctx.network,
      funded: address,
      asset: token ?? 'native',
      amount: r.amount,
      hash: sent.hash,
      status: sent.status === 2 ? 'pending' : sent.success ? 'SUCCESS' : 'FAIL',
    });
    return sent.status === 3 && sent.success ? 0 : 3;
  } finally {
    fs.close();
  }
}

async function fromLitecoind(io: CliIO, ctx: NetworkContext, address: string, values: FaucetValues) {
  if (values.token) throw new CliError(`${ctx.chain.chain_name} has no tokens`);
  const rpc = values.rpc ? values.rpc.split(',')[0]!.trim() : undefined;
  return faucetLitecoin(
    rpc ? { ...io, env: { ...io.env, KESTREL_LITECOIN_RPC: rpc } } : io,
    address,
    values.amount,
  );
}

/**
 * Every other devnet node serves the uniform faucet route: POST {node}/faucet with
 * {address, amount (smallest unit), token?}; it answers {hash?} or {error}.
 */
async function fromNodeFaucet(io: CliIO, ctx: NetworkContext, address: string, values: FaucetValues) {
  const node = await requireDevnetNode(ctx.chain.chain_name);
  const base = values.rpc?.split(',')[0]?.trim() || nodeInfoFile(io, node)?.rpc;
  if (!base) throw new CliError(`The devnet's ${node} node is not running: start it with npm run devnet`, 3);
  const amount = amountOption(values.amount ?? '10', ctx.chain.decimals);
  let answer: Response;
  try {
    answer = await fetch(`${base.replace(/\/$/, '')}/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        address,
        amount: amount.toString(),
        ...(values.token ? { token: values.token } : {}),
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new CliError(`The devnet's ${node} node at ${new URL(base).host} does not answer`, 3);
  }
  const body = (await answer.json().catch(() => ({}))) as { hash?: unknown; error?: unknown };
  if (!answer.ok) throw new CliError(String(body.error ?? `The faucet answered HTTP ${answer.status}`), 3);
  io.json({
    chain: ctx.chain.chain_name,
    network: ctx.network,
    funded: address,
    asset: values.token ?? 'native',
    amount: amount.toString(),
    ...(typeof body.hash === 'string' ? { hash: body.hash } : {}),
  });
  return 0;
}

/** The faucet of each devnet node with its own (named as devnet.ts names them); the rest use fromNodeFaucet. */
const FAUCETS: Record<string, Faucet> = { evm: fromHardhat, litecoin: fromLitecoind };

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
    if (values.network !== undefined && values.network !== 'devnet')
      throw new CliError('The faucet works on the devnet only');
    const ctx = await networkContext(io, values, 'devnet');
    const node = await requireDevnetNode(ctx.chain.chain_name);
    const faucet = Object.hasOwn(FAUCETS, node) ? FAUCETS[node]! : fromNodeFaucet;
    const address = addressOption(ctx, positionals[0], 'ADDRESS');
    return faucet(io, ctx, address, values);
  },
};
