/**
 * `kestrel send`: the wallet's send flow (sendTransfer, as the web app runs it). An amount above
 * the balance is refused with the spec's insufficient-balance text unless --max is given (then
 * balance minus fee goes out); zero and negative amounts are bad input. What will be sent is
 * told on stderr before signing (network/review.ts).
 */
import {
  estimateTransferFee,
  formatUnits,
  getChain,
  insufficientBalance,
  intentFor,
  pendingKey,
  reportSendFailure,
  selectTransferGasPrice,
  sendTransfer,
  transferActions,
  type FailedTransaction,
  type PreparedTransfer,
  type SendResult,
  type WalletCoin,
} from '@kestrel/wallet';
import { parseOptions, type Command } from '../command';
import { CliError, type CliIO } from '../io';
import { batchCalls } from '../network/calls';
import { batchConsentRefusal } from '../network/consent';
import { flowInput, transferRequest, type TransferRequest } from '../network/request';
import { printReview, reviewOf } from '../network/review';
import { openSigningSession, type FlowSession } from '../network/session';
import {
  addressOption,
  nftOption,
  INVALID_RECEIVER,
  networkContext,
  tokenOption,
  TRANSFER_OPTIONS,
} from './chain-helpers';
import { failureOutput, isRefusal } from './send-output';

const FEES = ['normal', 'recommended'];

function parse(argv: string[]) {
  return parseOptions(argv, {
    ...TRANSFER_OPTIONS,
    fee: { type: 'string' },
    call: { type: 'string', multiple: true },
    'accept-delegation': { type: 'string' },
    'no-wait': { type: 'boolean' },
  });
}

/**
 * The review before signing, as the web app's: the wallet's estimate (fee, max rule), the chosen
 * fee option, then the refusal of an amount the balance does not cover unless --max. Prints a
 * refusal or failure and returns its exit code; null to go on.
 */
async function review(
  io: CliIO,
  fs: FlowSession,
  r: TransferRequest,
  o: { fee: string | undefined; max: boolean },
  failedBefore: FailedTransaction | null,
): Promise<number | null> {
  const estimate = await estimateTransferFee(fs.env, flowInput(fs, r));
  if (!estimate.ok) {
    if (isRefusal(estimate.error)) {
      io.json({ error: estimate.error });
      return 2;
    }
    // As a send whose preparation failed: the §8 toast and, where the family keeps one, the record.
    const intent = intentFor(r.coin, { ...r, ...(r.nft ? { nft: r.nft } : {}) });
    const title = await reportSendFailure(fs.env, r.coin, intent, new Error(estimate.error));
    return failureOutput(io, fs, title, failedBefore, estimate.error);
  }
  let prepared = estimate.prepared;
  if (o.fee) {
    const option = prepared.options.find((x) => x.title.toLowerCase() === o.fee);
    if (!option) throw new CliError(`--fee ${o.fee} is not offered on ${fs.coin.chain_name}`);
    prepared = await selectTransferGasPrice(fs.env, option.price.toString(), {
      walletId: fs.wallet.id,
      kind: r.kind,
    });
  }
  if (prepared.isMax && !o.max && (r.kind === 'plain' || r.kind === 'token')) {
    const show = (v: bigint) => formatUnits(v, r.coin.decimal);
    const chain = getChain(r.coin.chain_name).name;
    io.json({
      error: insufficientBalance(
        r.coin.symbol,
        chain,
        show(prepared.requestedAmount),
        show(prepared.available ?? 0n),
      ),
    });
    return 2;
  }
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
    'kestrel send --chain C --to B (--amount X [--max] | --max) [--token T | --nft CONTRACT --token-id N [--erc1155] | --nft MINT]',
    '             [--fee normal|recommended] [--network N] [--no-wait]',
    '             (--private-key-stdin < key | --wallet NAME [--store DIR], password in KESTREL_PASSWORD)',
    'kestrel send --chain C --call TO:AMOUNT[:TOKEN] --call ... [--accept-delegation CONTRACT] <signer options>',
    '             (batch in one transaction; the first batch delegates the account (EIP-7702) to the',
    "             network's batch delegate and is refused, exit 2, unless --accept-delegation names it)",
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
    if (values['accept-delegation'] !== undefined && !values.call?.length)
      throw new CliError('--accept-delegation is for a batch (--call)');
    if (values.max && values.nft) throw new CliError('--max is for a coin or token amount, not an NFT');
    if (values.nft) values.nft = nftOption(ctx, values);
    if (values.token) values.token = tokenOption(io, ctx, values.token);
    const calls = values.call?.length ? await batchCalls(io, ctx, values.call) : undefined;
    const to = calls ? '' : addressOption(ctx, values.to, '--to', INVALID_RECEIVER);

    const fs = await openSigningSession(io, ctx, values, values['no-wait'] ? { confirm: { tries: 1 } } : {});
    try {
      const r = await transferRequest(fs, values, to, calls);
      fs.env.dispatch(
        transferActions.startTransfer({ currentCoin: r.coin._id, amount: r.amount, toAddress: to }),
      );
      const before = fs.env.getState().wallets.failedTransaction;
      // Consent before anything is signed, as the web's batch review (the wallet's rule and text).
      const unconsented = calls ? await batchConsentRefusal(io, fs, values['accept-delegation']) : null;
      if (unconsented !== null) return unconsented;
      const refused = await review(io, fs, r, { fee, max: !!values.max }, before);
      if (refused !== null) return refused;
      let sent: PreparedTransfer | undefined;
      // Signs the reviewed transfer (the wallet's draft); allowMax as a second guard.
      const result: SendResult = await sendTransfer(fs.env, {
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
