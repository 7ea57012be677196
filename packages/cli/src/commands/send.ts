import type { AssetRef, BatchCall, TxIntent } from '@kestrel/chains';
import { evmHelpers } from '@kestrel/chains';
import { parseOptions, type Command } from '../command';
import { CliError } from '../io';
import {
  adapterFromOptions,
  assetDecimals,
  assetFromOptions,
  parseAmount,
  readSigner,
  tokenAddress,
  TRANSFER_OPTIONS,
} from './chain-helpers';

export const sendCommand: Command = {
  name: 'send',
  summary: 'Send a coin, token, NFT, or a batch (EIP-7702) and wait for confirmation',
  usage: [
    'kestrel send --chain C --to B --amount X [--token T | --nft CONTRACT --token-id N [--erc1155]] [--fee normal|recommended]',
    '             (--private-key-stdin < key | --wallet NAME [--store DIR], password in KESTREL_PASSWORD) [--network N] [--no-wait]',
    'kestrel send --chain C --call TO:AMOUNT[:TOKEN] --call ... (batch in one transaction) <signer options>',
    'Bitcoin family: the key on stdin is a WIF; a wallet spends coins of its receive and change addresses',
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      ...TRANSFER_OPTIONS,
      fee: { type: 'string' },
      call: { type: 'string', multiple: true },
      'no-wait': { type: 'boolean' },
    });
    const { chain, network, adapter } = await adapterFromOptions(io, values);
    const { address: from, signer } = await readSigner(io, chain, network, values);
    const asset = assetFromOptions(io, network, values);

    let intent: TxIntent;
    if (values.call?.length) {
      const calls: BatchCall[] = [];
      for (const spec of values.call) {
        const [to, amount, token] = spec.split(':');
        if (!to || !amount) throw new CliError('--call is TO:AMOUNT or TO:AMOUNT:TOKEN');
        const callAsset: AssetRef = token
          ? { kind: 'token', contract: tokenAddress(io, token, network) }
          : { kind: 'native' };
        calls.push({
          to,
          amount: parseAmount(amount, await assetDecimals(adapter, callAsset), 'call'),
          asset: callAsset,
        });
      }
      intent = { from, to: from, amount: 0n, calls };
    } else {
      if (!values.to) throw new CliError('Missing required option --to');
      const check = adapter.validateAddress(values.to);
      if (!check.valid) throw new CliError('Invalid custom address');
      intent = {
        from,
        to: check.normalized,
        amount: parseAmount(values.amount, await assetDecimals(adapter, asset)),
        asset,
      };
    }

    const { sendErrorToast, failedTransactionRecord } = await evmHelpers();
    try {
      // The signer lets a Bitcoin-family estimate and build count the coins of every wallet address.
      const fee = await adapter.estimateFee(intent, { signer });
      if (fee.isMax) intent = { ...intent, amount: fee.amount };
      const option = fee.options.find(
        (o) => o.title.toLowerCase() === (values.fee ?? 'recommended').toLowerCase(),
      );
      if (!option) throw new CliError('--fee must be normal or recommended');
      const tx = await adapter.buildTransaction(intent, { gasPrice: option.gasPrice }, signer);
      // A Bitcoin-family build states what it pays (its fee follows the chosen rate).
      const built =
        chain.family === 'utxo'
          ? (tx.payload as { amount: bigint; fee: bigint })
          : { amount: intent.amount, fee: fee.fee };
      const signed = await adapter.sign(tx, signer);
      const sent = await adapter.broadcast(signed);
      const pending = await adapter.pendingEntry?.(signed, tx, intent.amount, intent.to);
      const result = values['no-wait'] ? 'pending' : await adapter.waitForConfirmation(sent.hash);
      io.json({
        chain: chain.chain_name,
        network,
        hash: sent.hash,
        ...(sent.likelySubmitted ? { likelySubmitted: true } : {}),
        from,
        amount: built.amount.toString(),
        isMax: fee.isMax,
        fee: built.fee.toString(),
        status: result === 'pending' ? 'pending' : result.success ? 'SUCCESS' : 'FAIL',
        ...(result === 'pending'
          ? pending
            ? { pendingTransaction: pending }
            : {}
          : { blockNumber: result.blockNumber.toString() }),
      });
      return result === 'pending' || result.success ? 0 : 3;
    } catch (e) {
      if (e instanceof CliError) throw e;
      const toast = sendErrorToast(e instanceof Error ? e.message : String(e));
      io.json({
        error: toast.title,
        ...(toast.body ? { detail: toast.body } : {}),
        failedTransaction: failedTransactionRecord({
          fromAddress: from,
          amount: intent.amount.toString(),
          toAddress: intent.to,
          chain_name: chain.chain_name,
          symbol: chain.symbol,
          ...(asset.kind !== 'native' ? { contractAddress: asset.contract } : {}),
          ...(intent.calls
            ? {
                calls: intent.calls.map((c) => ({
                  to: c.to,
                  amount: c.amount.toString(),
                  ...(c.asset?.kind === 'token' ? { contractAddress: c.asset.contract } : {}),
                })),
              }
            : {}),
        }),
      });
      return 3;
    }
  },
};
