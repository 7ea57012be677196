/**
 * Shared by the network commands (balance, fees, send, history, tx, faucet): adapter creation for
 * a network profile, amounts, assets, and the signer (a key on stdin, or a wallet from the store).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getChain, importPrivateKey, type ChainInfo, type NetworkName } from '@kestrel/chains';
import { createAdapter, type AssetRef, type ChainAdapter, type Signer } from '@kestrel/chains';
import { evmHelpers, type EvmAdapter } from '@kestrel/chains';
import { CliError, type CliIO } from '../io';
import { chainOption, firstLine, networkOption } from '../options';
import { openStoreWallet } from './store-wallet';
import { readUtxoSigner, utxoAdapterFor } from './utxo';

export const NETWORK_OPTIONS = {
  chain: { type: 'string' },
  network: { type: 'string' },
  rpc: { type: 'string' },
  explorer: { type: 'string' },
} as const;

export const SIGNER_OPTIONS = {
  'private-key-stdin': { type: 'boolean' },
  wallet: { type: 'string' },
  store: { type: 'string' },
} as const;

export interface DevnetInfo {
  rpcUrl: string;
  contracts: { erc20: string; erc20Usd: string; erc721: string; erc1155: string; batchDelegate: string };
}

/** The running devnet's addresses, written by `npm run devnet` (KESTREL_DEVNET_INFO overrides the file). */
export function devnetInfo(io: CliIO, port = 8545): DevnetInfo | undefined {
  const file = io.env.KESTREL_DEVNET_INFO ?? join(tmpdir(), `kestrel-devnet-${port}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevnetInfo;
  } catch {
    return undefined;
  }
}

function list(v: string | boolean | undefined): string[] | undefined {
  return typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : undefined;
}

/** The shared contract plus the EVM extras a command may use when the adapter has them. */
export type CliAdapter = ChainAdapter & { pendingEntry?: EvmAdapter['pendingEntry'] };

export async function adapterFor(
  io: CliIO,
  chain: ChainInfo,
  network: NetworkName,
  values: { rpc?: string | boolean; explorer?: string | boolean },
): Promise<CliAdapter> {
  if (chain.family === 'utxo') return utxoAdapterFor(io, chain, network, values);
  if (chain.family !== 'evm')
    throw new CliError(`${chain.chain_name}: chain not supported by this command yet`);
  const info = network === 'devnet' ? devnetInfo(io) : undefined;
  return (await createAdapter(chain.chain_name, {
    network,
    rpc: list(values.rpc) ?? (info ? [info.rpcUrl] : undefined),
    explorerApis: list(values.explorer),
    apiKeys: { etherscan: io.env.KESTREL_ETHERSCAN_KEY, oklink: io.env.KESTREL_OKLINK_KEY },
    batchDelegate: io.env.KESTREL_BATCH_DELEGATE ?? info?.contracts.batchDelegate,
  })) as EvmAdapter;
}

/** A token given by address, or on the devnet by its symbol (KTT, TUSD). */
export function tokenAddress(io: CliIO, token: string, network: NetworkName): string {
  if (/^0x[0-9a-fA-F]{40}$/.test(token)) return token;
  const info = network === 'devnet' ? devnetInfo(io) : undefined;
  const bySymbol: Record<string, string | undefined> = {
    KTT: info?.contracts.erc20,
    TUSD: info?.contracts.erc20Usd,
  };
  const found = bySymbol[token.toUpperCase()];
  if (!found) throw new CliError(`Unknown token "${token}": give the contract address`);
  return found;
}

/** Parses a display amount ("0.5") into the smallest unit with the asset's decimals. */
export function parseAmount(text: string | boolean | undefined, decimals: number, flag = 'amount'): bigint {
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text))
    throw new CliError(`--${flag} must be a positive decimal number`);
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > decimals) throw new CliError(`--${flag} has more than ${decimals} decimals`);
  return (
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt((frac + '0'.repeat(decimals)).slice(0, decimals) || '0')
  );
}

export function formatAmount(amount: bigint, decimals: number): string {
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

export async function assetDecimals(adapter: CliAdapter, asset: AssetRef): Promise<number> {
  if (asset.kind === 'token') return (await adapter.getTokenInfo!(asset.contract)).decimals;
  if (asset.kind === 'nft') return 0;
  return adapter.chain.decimals;
}

export interface ResolvedSigner {
  address: string;
  signer: Signer;
}

/** The signing key: from stdin (--private-key-stdin) or from the wallet store (KESTREL_PASSWORD). */
export async function readSigner(
  io: CliIO,
  chain: ChainInfo,
  network: NetworkName,
  values: { 'private-key-stdin'?: boolean; wallet?: string; store?: string },
): Promise<ResolvedSigner> {
  if (chain.family === 'utxo') return readUtxoSigner(io, chain, network, values);
  let privateKey: string;
  if (values['private-key-stdin']) {
    privateKey = importPrivateKey(
      chain.chain_name,
      firstLine(await io.readStdin(), 'private key'),
      network,
    ).privateKey;
  } else if (values.wallet) {
    const { opened, wallet } = await openStoreWallet(io, values);
    try {
      privateKey = opened.signerFor(wallet.id, chain.chain_name).privateKey;
    } finally {
      opened.session.lock();
    }
  } else {
    throw new CliError(
      'Sign with --private-key-stdin (key on standard input) or --wallet NAME [--store DIR]',
    );
  }
  const { softwareSigner } = await evmHelpers();
  const hex = privateKey.replace(/^0x/, '');
  const signer = softwareSigner(Uint8Array.from(hex.match(/../g)!.map((b) => parseInt(b, 16))));
  return { address: importPrivateKey(chain.chain_name, privateKey, network).address, signer };
}

export { getChain };

export const ASSET_OPTIONS = {
  token: { type: 'string' },
  nft: { type: 'string' },
  'token-id': { type: 'string' },
  erc1155: { type: 'boolean' },
} as const;

/** Refuses token and NFT options on a chain without them (the Bitcoin family has only its coin). */
export function requireAssetSupport(
  adapter: CliAdapter,
  values: { token?: string; nft?: string; call?: string[] },
): void {
  const chain = adapter.chain.chain_name;
  if (values.token && !adapter.capabilities.tokens) throw new CliError(`${chain} has no tokens`);
  if (values.nft && !adapter.capabilities.nfts) throw new CliError(`${chain} has no NFTs`);
  if (values.call?.length && !adapter.capabilities.batch)
    throw new CliError(`Batch sends are not supported on ${chain}`);
}

/** --token T, or --nft CONTRACT --token-id ID [--erc1155], or the native coin. */
export function assetFromOptions(
  io: CliIO,
  network: NetworkName,
  values: { token?: string; nft?: string; 'token-id'?: string; erc1155?: boolean },
): AssetRef {
  if (values.nft) {
    if (!values['token-id'] || !/^\d+$/.test(values['token-id']))
      throw new CliError('--nft needs --token-id N');
    return {
      kind: 'nft',
      standard: values.erc1155 ? 'ERC1155' : 'ERC721',
      contract: values.nft,
      tokenId: BigInt(values['token-id']),
    };
  }
  if (values.token) return { kind: 'token', contract: tokenAddress(io, values.token, network) };
  return { kind: 'native' };
}

/** The options of a transfer (fees, send): where, what, how much, and who signs. */
export const TRANSFER_OPTIONS = {
  ...NETWORK_OPTIONS,
  ...ASSET_OPTIONS,
  ...SIGNER_OPTIONS,
  to: { type: 'string' },
  amount: { type: 'string' },
} as const;

/** --chain and --network, the adapter they name, and a refusal of asset options the chain lacks. */
export async function adapterFromOptions(
  io: CliIO,
  values: Parameters<typeof adapterFor>[3] &
    Parameters<typeof requireAssetSupport>[1] & { chain?: string; network?: string },
): Promise<{ chain: ChainInfo; network: NetworkName; adapter: CliAdapter }> {
  const chain = chainOption(values.chain);
  const network = networkOption(values.network);
  const adapter = await adapterFor(io, chain, network, values);
  requireAssetSupport(adapter, values);
  return { chain, network, adapter };
}
