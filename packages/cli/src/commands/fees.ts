import { parseOptions, requireOption, type Command } from '../command';
import {
  adapterFromOptions,
  assetDecimals,
  assetFromOptions,
  parseAmount,
  readSigner,
  TRANSFER_OPTIONS,
} from './chain-helpers';

export const feesCommand: Command = {
  name: 'fees',
  summary: 'Fee options (Normal, Recommended) and the fee of a send',
  usage: [
    'kestrel fees --chain C --from A --to B --amount X [--token T | --nft CONTRACT --token-id N [--erc1155]] [--network N]',
    'kestrel fees --chain C (--wallet NAME [--store DIR] | --private-key-stdin) --to B --amount X [--network N]',
    'Bitcoin family: with a wallet the fee and the max amount count the coins of all its addresses',
  ],
  async run(argv, io) {
    const { values } = parseOptions(argv, { ...TRANSFER_OPTIONS, from: { type: 'string' } });
    const { chain, network, adapter } = await adapterFromOptions(io, values);
    const asset = assetFromOptions(io, network, values);
    const amount = parseAmount(values.amount ?? '0', await assetDecimals(adapter, asset));
    // A signer is optional here: the wallet's addresses are what it adds (no key is used).
    const signed =
      values.wallet || values['private-key-stdin'] ? await readSigner(io, chain, network, values) : undefined;
    const fee = await adapter.estimateFee(
      {
        from: signed && values.from === undefined ? signed.address : requireOption(values.from, 'from'),
        to: requireOption(values.to, 'to'),
        amount,
        asset,
      },
      signed ? { signer: signed.signer } : undefined,
    );
    io.json({ chain: chain.chain_name, network, ...fee });
    return 0;
  },
};
