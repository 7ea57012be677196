/**
 * `kestrel fees`: the wallet's fee estimate (estimateTransferFee, as the web app's review): the
 * fee options, the fee and the amount a send would carry. isMax true means amount plus fee is
 * above the balance: `kestrel send` refuses that amount unless --max.
 */
import { estimateTransferFee, transferActions, type PreparedTransfer } from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { flowInput, transferRequest } from '../network/request';
import { openSigningSession, openWatchSession } from '../network/session';
import {
  addressOption,
  nftOption,
  INVALID_RECEIVER,
  networkContext,
  tokenOption,
  TRANSFER_OPTIONS,
} from './chain-helpers';

function output(network: string, native: boolean, p: PreparedTransfer) {
  return {
    chain: p.chain_name,
    network,
    from: p.intent.from,
    to: p.intent.to,
    requestedAmount: p.requestedAmount.toString(),
    amount: p.amount.toString(),
    fee: p.fee.toString(),
    ...(native ? { total: (p.amount + p.fee).toString() } : {}),
    isMax: p.isMax,
    ...(p.available !== undefined ? { available: p.available.toString() } : {}),
    price: p.price.toString(),
    options: p.options.map((o) => ({ title: o.title, gasPrice: o.price.toString() })),
    ...(p.view.estimateGas !== undefined ? { estimateGas: p.view.estimateGas } : {}),
    ...(p.view.nonce !== undefined ? { nonce: p.view.nonce } : {}),
  };
}

export const feesCommand: Command = {
  name: 'fees',
  summary: 'Fee options (Normal, Recommended) and the fee of a send',
  usage: [
    'kestrel fees --chain C --from A --to B (--amount X | --max) [--token T | --nft CONTRACT --token-id N [--erc1155] | --nft MINT] [--network N]',
    'kestrel fees --chain C (--wallet NAME [--store DIR] | --private-key-stdin) --to B --amount X [--network N]',
    'Bitcoin family: with a wallet the fee and the max amount count the coins of all its addresses',
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, { ...TRANSFER_OPTIONS, from: { type: 'string' } });
    const ctx = await networkContext(io, values);
    if (values.nft) values.nft = nftOption(ctx, values);
    if (values.token) values.token = tokenOption(io, ctx, values.token);
    const to = addressOption(ctx, values.to, '--to', INVALID_RECEIVER);
    const signing = Boolean(values.wallet || values['private-key-stdin']);
    if (signing && values.from !== undefined)
      throw new CliError("--from is the signer's address: leave it out with --wallet or --private-key-stdin");
    // A signer is optional: a wallet's addresses are what it adds (no key is used).
    const fs = signing
      ? await openSigningSession(io, ctx, values)
      : await openWatchSession(ctx, addressOption(ctx, values.from, '--from'));
    try {
      const r = await transferRequest(fs, values, to);
      fs.env.dispatch(
        transferActions.startTransfer({ currentCoin: r.coin._id, amount: r.amount, toAddress: to }),
      );
      const estimate = await estimateTransferFee(fs.env, flowInput(fs, r));
      if (!estimate.ok) {
        io.json({ error: estimate.error });
        return estimate.error.startsWith('Insufficient balance') ? 2 : 3;
      }
      io.json(output(ctx.network, r.kind === 'plain', estimate.prepared));
      return 0;
    } finally {
      fs.close();
    }
  },
};
