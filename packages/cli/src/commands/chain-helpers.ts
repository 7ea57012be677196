/**
 * Shared by the network commands (balance, fees, send, history, tx, faucet): their options, the
 * adapters for a network profile, addresses, tokens and amounts. Every check here is bad input
 * (exit 2) and runs before anything is read from a network.
 */
import {
  adapterConfigOf,
  AmountInputError,
  createAdapter,
  parseUnits,
  validateAddress,
  validateTokenId,
  type AdapterConfig,
  type AdapterSource,
  type ChainAdapter,
  type ChainInfo,
  type NetworkName,
  type ProviderSettings,
} from '@kestrel/wallet';
import { CliError, type CliIO } from '../io';
import { chainOption, networkOption } from '../options';
import { devnetConfig, devnetInfo } from '../network/devnet';
import { commandProviderSettings } from '../network/providers';

export const NETWORK_OPTIONS = {
  chain: { type: 'string' },
  network: { type: 'string' },
  rpc: { type: 'string' },
  explorer: { type: 'string' },
  /** The store whose saved providers (API keys, own RPC endpoints) the command uses. */
  store: { type: 'string' },
} as const;

export const SIGNER_OPTIONS = {
  'private-key-stdin': { type: 'boolean' },
  wallet: { type: 'string' },
  store: { type: 'string' },
} as const;

export const ASSET_OPTIONS = {
  token: { type: 'string' },
  nft: { type: 'string' },
  'token-id': { type: 'string' },
  erc1155: { type: 'boolean' },
} as const;

/** The options of a transfer (fees, send): where, what, how much, and who signs. */
export const TRANSFER_OPTIONS = {
  ...NETWORK_OPTIONS,
  ...ASSET_OPTIONS,
  ...SIGNER_OPTIONS,
  to: { type: 'string' },
  amount: { type: 'string' },
  max: { type: 'boolean' },
  /** A memo where the chain has them (Ripple: the numeric destination tag). */
  memo: { type: 'string' },
} as const;

type NetworkValues = { chain?: string; network?: string; rpc?: string; explorer?: string; store?: string };

function list(v: string | boolean | undefined): string[] | undefined {
  return typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : undefined;
}

/**
 * Adapter settings for one chain: devnet node, the providers saved in --store (API keys, own RPC
 * endpoints), --rpc / --explorer, batch delegate.
 */
async function adapterConfig(
  io: CliIO,
  chainName: string,
  network: NetworkName,
  values: NetworkValues,
  providers: ProviderSettings,
): Promise<AdapterConfig> {
  const saved = adapterConfigOf(providers, chainName, network);
  const rpc = list(values.rpc);
  const explorer = list(values.explorer);
  const devnet = network === 'devnet' ? await devnetConfig(io, chainName, rpc?.[0]) : {};
  const delegate =
    io.env.KESTREL_BATCH_DELEGATE ??
    (network === 'devnet' ? devnetInfo(io)?.contracts.batchDelegate : undefined);
  return {
    ...devnet,
    ...saved,
    network,
    ...(rpc ? { rpc } : {}),
    ...(explorer ? { explorerApis: explorer } : {}),
    apiKeys: { ...providers.apiKeys },
    ...(delegate ? { batchDelegate: delegate } : {}),
  };
}

/** One adapter per chain for the flows (FlowEnv.adapters); a failed creation is not kept. */
export function adapterSource(io: CliIO, network: NetworkName, values: NetworkValues): AdapterSource {
  const cache = new Map<string, Promise<ChainAdapter>>();
  let providers: Promise<ProviderSettings> | undefined;
  return (chainName) => {
    let p = cache.get(chainName);
    if (!p) {
      providers ??= commandProviderSettings(io, values.store);
      p = providers
        .then((s) => adapterConfig(io, chainName, network, values, s))
        .then((c) => createAdapter(chainName, c));
      cache.set(chainName, p);
      p.catch(() => cache.delete(chainName));
    }
    return p;
  };
}

export interface NetworkContext {
  chain: ChainInfo;
  network: NetworkName;
  adapters: AdapterSource;
  /** The adapter of `chain` (its family loaded, its devnet node known). */
  adapter: ChainAdapter;
}

/** --chain, --network and the chain's adapter; refuses asset options the chain lacks. */
export async function networkContext(
  io: CliIO,
  values: NetworkValues & { token?: string; nft?: string; call?: string[] },
  defaultNetwork?: NetworkName,
): Promise<NetworkContext> {
  const chain = chainOption(values.chain);
  const network = networkOption(values.network, defaultNetwork);
  const adapters = adapterSource(io, network, values);
  const adapter = await adapters(chain.chain_name);
  const name = chain.chain_name;
  if (values.token && !adapter.capabilities.tokens) throw new CliError(`${name} has no tokens`);
  if (values.nft && !adapter.capabilities.nfts) throw new CliError(`${name} has no NFTs`);
  if (values.call?.length && !adapter.capabilities.batch)
    throw new CliError(`Batch sends are not supported on ${name}`);
  return { chain, network, adapters, adapter };
}

/** The spec's words for a receiver that is not an address of the chain (send, batch calls). */
export const INVALID_RECEIVER = 'Invalid custom address';

/**
 * An address on the chain and network, normalized. The error names the option (`what`) and says
 * why: "Invalid address (--from): …", or with `label` the spec's INVALID_RECEIVER.
 */
export function addressOption(
  ctx: NetworkContext,
  text: string | undefined,
  what: string,
  label = 'Invalid address',
): string {
  if (!text) throw new CliError(`Missing required option ${what}`);
  const check = validateAddress(ctx.chain.chain_name, text, ctx.network);
  if (!check.valid) throw new CliError(`${label} (${what}): ${check.reason}`);
  return check.normalized;
}

/**
 * --nft as the chain names its NFTs: a contract with --token-id N (and --erc1155 for an amount),
 * or, where the adapter names each NFT by its mint (`nftsByMint`), the mint alone.
 */
export function nftOption(
  ctx: NetworkContext,
  values: { nft?: string; 'token-id'?: string; erc1155?: boolean },
): string {
  if (ctx.adapter.capabilities.nftsByMint) {
    if (values['token-id'] !== undefined || values.erc1155)
      throw new CliError(
        `An NFT on ${ctx.chain.chain_name} is named by its mint alone: leave out --token-id`,
      );
    // A mint is a token id of the chain (any 32-byte key, off the curve too), not a receiver.
    const check = validateTokenId(ctx.chain.chain_name, values.nft ?? '', ctx.network);
    if (!check.valid) throw new CliError(`Invalid NFT mint (--nft): ${check.reason}`);
    return check.normalized;
  }
  const nft = addressOption(ctx, values.nft, '--nft');
  if (!values['token-id'] || !/^\d+$/.test(values['token-id']))
    throw new CliError('--nft needs --token-id N');
  return nft;
}

/** A token given by contract address, or on the devnet by its symbol (KTT, TUSD). */
export function tokenOption(io: CliIO, ctx: NetworkContext, token: string, what = '--token'): string {
  // The token id's form is the family's (a contract address, Stellar CODE:ISSUER, ...).
  const check = validateTokenId(ctx.chain.chain_name, token, ctx.network);
  if (check.valid) return check.normalized;
  const info = ctx.network === 'devnet' ? devnetInfo(io) : undefined;
  const bySymbol: Record<string, string | undefined> = {
    KTT: info?.contracts.erc20,
    TUSD: info?.contracts.erc20Usd,
  };
  const found = bySymbol[token.toUpperCase()];
  if (!found)
    throw new CliError(
      `${what} ${JSON.stringify(token)} is not a token of ${ctx.chain.chain_name}: ${check.reason}`,
    );
  return found;
}

/** A decimal amount in the smallest unit (units module); zero and negative amounts are refused. */
export function amountOption(text: string | undefined, decimals: number, what = '--amount'): bigint {
  if (text === undefined || text === '') throw new CliError(`Missing required option ${what}`);
  let units: bigint;
  try {
    units = parseUnits(text, decimals);
  } catch (e) {
    if (e instanceof AmountInputError) throw new CliError(`${what} ${JSON.stringify(text)}: ${e.message}`);
    throw e;
  }
  if (units === 0n) throw new CliError(`${what} must be above zero`);
  return units;
}
