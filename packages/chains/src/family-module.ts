/**
 * The one contract between a chain family and the rest of Kestrel. Each family folder exports a
 * `FamilyModule` as `family` from `families/<family>/index.ts`; the family registry
 * (`families/registry.ts`) loads it with `import()` on first use. The wallet, the shells and the
 * CLI only ever see this contract: they never name a family.
 */
import type { AdapterConfig, ChainAdapter, Signer } from './adapter-types';
import type { Account, FamilyKeys, SeedMaterial } from './keys/types';
import type { ChainInfo, Family, NetworkName } from './registry/types';
import type { FamilyProviders } from './providers';

/**
 * Why a send failed, as a family reads its nodes' error texts. The wallet maps each code to the
 * spec's toast (app-layer §8) in one place.
 */
export type SendErrorCode =
  /** EVM 'nonce too low' / 'could not coalesce': the transaction was already sent. */
  | 'alreadySent'
  /** The fee is below what the network takes now ('transaction underpriced'). */
  | 'feeTooLow'
  /** Polkadot: the receiver would stay below the existential deposit. */
  | 'receiverBelowMinimum'
  /** The node's own message is the toast (EVM: app-layer §8 "Other EVM-family send error"). */
  | 'nodeMessage'
  /** Anything else: 'Something Went wrong'. */
  | 'other';

/** How the shells show and take fees of this family (the spec's fee rows and the custom fee field). */
export interface PresentationHints {
  /** The unit a person types a custom fee price in ('gwei', 'sat/vB'), or null when there is no custom fee. */
  customFeeUnit: string | null;
  /** Decimals between the fee price's smallest unit and `customFeeUnit` (gwei: 9, sat/vB: 0). */
  customFeeDecimals: number;
  /** Whether several transfers can go in one transaction (the batch screen). */
  canBatch: boolean;
  /** Whether the family keeps a failed-transaction record (app-layer §4, EVM rows). */
  recordsFailedSends: boolean;
}

/** Where a family's chains run on `npm run devnet`, and how an adapter reaches them. */
export interface DevnetProfile {
  /** The devnet node that serves this chain ('evm', 'litecoin', ...), or null when none runs locally. */
  nodeOf(chain: ChainInfo): string | null;
  /**
   * Adapter settings for the devnet, given the URLs of the chain's node and (if any) its explorer,
   * and the chain (a node serving several chains, as the EVM server does, has a path per chain).
   */
  adapterConfig(urls: { rpc: string; explorer?: string }, chain?: ChainInfo): Partial<AdapterConfig>;
}

/** Key material the vault hands to a family to build a signer for one of a wallet's coins. */
export interface SignerSecrets {
  chain: ChainInfo;
  network: NetworkName;
  /** The coin's address: the signer must control it. */
  address: string;
  /** The coin's own account (its private key in the chain's format): for one-key signers. */
  account(): Account;
  /** The wallet's phrase and the coin's path, when the wallet has a phrase and the coin no key of its own. */
  seed?: { material: SeedMaterial; path?: string };
}

export interface FamilyModule {
  readonly family: Family;
  readonly keys: FamilyKeys;
  createAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter;
  /**
   * A signer for a wallet's coin (keys stay in memory). A family that spends from many addresses
   * (the Bitcoin family) builds it from the phrase; others from the coin's account.
   */
  createSigner(secrets: SignerSecrets): Promise<Signer>;
  /** A signer from a private key in the chain's usual format (the CLI's --private-key-stdin). */
  signerFromKey(chain: ChainInfo, network: NetworkName, privateKey: string): Promise<Signer>;
  sendErrorCode(message: string): SendErrorCode;
  presentation(chain: ChainInfo): PresentationHints;
  readonly devnet?: DevnetProfile;
  /** Its providers' default explorer endpoints and the API keys they take (providers.ts). */
  readonly providers?: FamilyProviders;
}
