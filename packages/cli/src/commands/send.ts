/**
 * `kestrel send`: the wallet's send flow (sendTransfer, as the web app runs it). An amount above
 * the balance is refused with the spec's insufficient-balance text unless --max is given (then
 * balance minus fee goes out); zero and negative amounts are bad input. What will be sent is
 * told on stderr before signing (network/review.ts).
 */
import {
  estimateTransferFee,
  pendingKey,
  selectTransferGasPrice,
  sendTransfer,
  transferActions,
  type PreparedTransfer,
  type SendResult,
  type WalletCoin,
} from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import { batchCalls } from '../network/calls';
import { flowInput, transferRequest, type TransferRequest } from '../network/request';
import { printReview, reviewOf } from '../network/review';
import { openSigningSession, type FlowSession } from '../network/session';
import {
  addressOption,
  INVALID_RECEIVER,
  networkContext,
  tokenOption,
  TRANSFER_OPTIONS,
} from './chain-helpers';
import { failureOutput } from './send-output';

const FEES = ['normal', 'recommended'];

function parse(argv: string[]) {
  return parseOptions(argv, {
    ...TRANSFER_OPTIONS,
    fee: { type: 'string' },
    call: { type: 'string', multiple: true },
    'no-wait': { type: 'boolean' },
  });
}

/** --fee: the chosen option's price on the reviewed transfer (the web app's fee choice). */
async function chooseFee(fs: FlowSession, r: TransferRequest, fee: string): Promise<string | null> {
  const estimate = await estimateTransferFee(fs.env, flowInput(fs, r));
  if (!estimate.ok) return estimate.error;
  const option = estimate.prepared.options.find((o) => o.title.toLowerCase() === fee);
  if (!option) throw new CliError(`--fee ${fee} is not offered on ${fs.coin.chain_name}`);
  await selectTransferGasPrice(fs.env, option.price.toString(), { walletId: fs.wallet.id, kind: r.kind });
  return null;
}

function successOutput(
  fs: FlowSession,
  coin: WalletCoin,
  network: string,
  r: SendResult,
  p: PreparedTransfer | undefined,
) {
  const pending =
    r.status === 2
      ? fs.env
          .getState()
          .wallets.pendingTransactions[pendingKey(coin.chain_name, coin.symbol, coin.address)]?.find(
            (t) => t.hash.toLowerCase() === r.hash.toLowerCase(),
          )?.entry
      : undefined;
  return {
    chain: fs.coin.chain_name,
    network,
    hash: r.hash,
    ...(r.likelySubmitted ? { likelySubmitted: true } : {}),
    from: fs.coin.address,
    ...(p ? { to: p.intent.to, amount: p.amount.toString(), isMax: p.isMax, fee: p.fee.toString() } : {}),
    status: r.status === 2 ? 'pending' : r.success ? 'SUCCESS' : 'FAIL',
    ...(r.blockNumber !== undefined ? { blockNumber: r.blockNumber.toString() } : {}),
    ...(pending ? { pendingTransaction: pending } : {}),
  };
}

export const sendCommand: Command = {
  name: 'send',
  summary: 'Send a coin, token, NFT, or a batch (EIP-7702) and wait for confirmation',
  usage: [
    'kestrel send --chain C --to B (--amount X [--max] | --max) [--token T | --nft CONTRACT --token-id N [--erc1155]]',
    '             [--fee normal|recommended] [--network N] [--no-wait]',
    '             (--private-key-stdin < key | --wallet NAME [--store DIR], password in KESTREL_PASSWORD)',
    'kestrel send --chain C --call TO:AMOUNT[:TOKEN] --call ... (batch in one transaction) <signer options>',
    'An amount above the balance is refused unless --max (then balance minus fee is sent); --max alone sends all.',
    'Before signing, {"review": {amount, fee, total, to, ...}} is written on stderr.',
  ],
  async run(argv, io) {
    const { values } = parse(argv);
    const ctx = await networkContext(io, values);
    // Bad input is refused before a key is read.
    const fee = values.fee?.toLowerCase();
    if (fee !== undefined && !FEES.includes(fee)) throw new CliError('--fee must be normal or recommended');
    if (values.call?.length && (values.to || values.amount || values.token || values.nft || values.max))
      throw new CliError('--call replaces --to, --amount, --token, --nft and --max');
    if (values.max && values.nft) throw new CliError('--max is for a coin or token amount, not an NFT');
    if (values.nft) {
      values.nft = addressOption(ctx, values.nft, '--nft');
      if (!values['token-id'] || !/^\d+$/.test(values['token-id']))
        throw new CliError('--nft needs --token-id N');
    }
    if (values.token) values.token = tokenOption(io, ctx, values.token);
    const calls = values.call?.length ? await batchCalls(io, ctx, values.call) : undefined;
    const to = calls ? '' : addressOption(ctx, values.to, '--to', INVALID_RECEIVER);

    const fs = await openSigningSession(io, ctx, values, values['no-wait'] ? { confirm: { tries: 1 } } : {});
    try {
      const r = await transferRequest(fs, values, to, calls);
      fs.env.dispatch(
        transferActions.startTransfer({ currentCoin: r.coin._id, amount: r.amount, toAddress: to }),
      );
      const estimateError = fee ? await chooseFee(fs, r, fee) : null;
      const before = fs.env.getState().wallets.failedTransaction;
      let sent: PreparedTransfer | undefined;
      const result: SendResult = estimateError
        ? { status: 1, hash: '', error: estimateError }
        : await sendTransfer(fs.env, {
            ...flowInput(fs, r),
            toAddress: to,
            amount: r.amount,
            allowMax: !!values.max,
            onPrepared: (p) => {
              sent = p;
              printReview(reviewOf(r.coin, fs.coin, p));
            },
          });
      if (result.status === 1) return failureOutput(io, fs, result.error ?? '', before);
      io.json(successOutput(fs, r.coin, ctx.network, result, sent));
      return result.status === 2 || result.success ? 0 : 3;
    } finally {
      fs.close();
    }
  },
};
