/**
 * The Bitcoin family (bitcoin, bitcoin_segwit, bitcoin_legacy, bitcoin_taproot, litecoin, dogecoin,
 * bitcoin_cash) in the network commands: the adapter on a network profile and the wallet signer.
 * A UTXO wallet spends from many addresses, so its signer knows the receive and change addresses
 * of the account (walletSignerFromSeed), or the one address of an imported WIF key.
 */
import {
  createAdapter,
  type ChainAdapter,
  type ChainInfo,
  type NetworkName,
  walletSignerFromSeed,
  walletSignerFromWif,
  pathOnNetwork,
  type UtxoAdapterConfig,
  type UtxoWalletSigner,
} from '@kestrel/chains';
import { CliError, type CliIO } from '../io';
import { firstLine } from '../options';
import { litecoinDevnetRpc } from './faucet-litecoin';
import { openStoreWallet } from './store-wallet';

/** The only Bitcoin-family chain with a local node on the devnet (litecoind regtest). */
export const DEVNET_UTXO_CHAIN = 'litecoin';

/**
 * On the local node a block comes within seconds, so poll every second; the total wait stays the
 * spec's 75 s (5 s x 15) before a send answers "pending".
 */
const DEVNET_CONFIRM = { pollMs: 1_000, tries: 75 };

function list(v: string | boolean | undefined): string[] | undefined {
  return typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : undefined;
}

/** Refuses a Bitcoin-family chain on the devnet other than litecoin (bad input, exit 2). */
export function requireDevnetNode(chain: ChainInfo): void {
  if (chain.chain_name !== DEVNET_UTXO_CHAIN)
    throw new CliError(
      `${chain.chain_name} has no devnet: only litecoin has a local node (npm run devnet starts litecoind)`,
    );
}

export async function utxoAdapterFor(
  io: CliIO,
  chain: ChainInfo,
  network: NetworkName,
  values: { rpc?: string | boolean; explorer?: string | boolean },
): Promise<ChainAdapter> {
  let rpc = list(values.rpc);
  if (network === 'devnet') {
    requireDevnetNode(chain);
    // The regtest node needs the credentials the devnet generated (the registry URL has none).
    const url = rpc ? undefined : litecoinDevnetRpc(io);
    if (!rpc && !url)
      throw new CliError(
        'No devnet litecoind known: start it with npm run devnet, or set KESTREL_LITECOIN_RPC',
        3,
      );
    rpc ??= [url!];
  }
  const config: UtxoAdapterConfig = {
    network,
    ...(rpc ? { rpc } : {}),
    ...(list(values.explorer) ? { explorerApis: list(values.explorer) } : {}),
    ...(network === 'devnet' ? { utxoConfirm: DEVNET_CONFIRM } : {}),
  };
  return createAdapter(chain.chain_name, config);
}

/** The wallet signer: a WIF on stdin, or the wallet's account from the store. */
export async function readUtxoSigner(
  io: CliIO,
  chain: ChainInfo,
  network: NetworkName,
  values: { 'private-key-stdin'?: boolean; wallet?: string; store?: string },
): Promise<{ address: string; signer: UtxoWalletSigner }> {
  let signer: UtxoWalletSigner;
  if (values['private-key-stdin']) {
    signer = walletSignerFromWif(chain, network, firstLine(await io.readStdin(), 'private key'));
  } else if (values.wallet) {
    const { opened, wallet } = await openStoreWallet(io, values);
    try {
      if (wallet.isImportWalletWithPrivateKey) {
        // A WIF is bound to its network: a mainnet key on a test network is refused clearly.
        signer = walletSignerFromWif(
          chain,
          network,
          opened.signerFor(wallet.id, chain.chain_name).privateKey,
        );
      } else {
        const coin =
          wallet.coins.find((c) => c.chain_name === chain.chain_name && c.type === 'coin') ??
          wallet.coins.find((c) => c.chain_name === chain.chain_name);
        const seed = opened.session.seedFor(coin?.secretRef ?? wallet.secretRef);
        signer = walletSignerFromSeed(chain, network, seed, {
          path: pathOnNetwork(chain.chain_name, coin?.derivePath, network),
        });
      }
    } finally {
      opened.session.lock();
    }
  } else {
    throw new CliError(
      'Sign with --private-key-stdin (WIF key on standard input) or --wallet NAME [--store DIR]',
    );
  }
  return { address: signer.keys[0]!.address, signer };
}
