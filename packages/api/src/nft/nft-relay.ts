/**
 * The NFT relay: asks the configured upstream (nft-upstream.ts) for one page of a wallet's NFTs
 * and answers in the product API's shape (nft-answers.ts). Failures say what went wrong without
 * the upstream's URL (it holds the key): unreachable or slow, an HTTP error, or a malformed answer.
 */
import { ZodError } from 'zod';
import { alchemyAnswer, dasAnswer, fromAlchemy, fromDas, type NftItem, type NftPage } from './nft-answers';
import {
  EVM_NFT_NETWORKS,
  EVM_NFT_TESTNETS,
  NFT_PAGE_SIZE,
  SOLANA_NFT_CHAIN,
  type NftUpstreams,
  type SolanaNftNetwork,
  upstreamUrl,
} from './nft-upstream';

export class NftRelayError extends Error {
  override name = 'NftRelayError';
}

export interface NftRelayOptions {
  fetch?: typeof fetch;
  /** Per upstream call; 15 s by default. */
  timeoutMs?: number;
}

const malformed = () => new NftRelayError('malformed upstream answer');

export class NftRelay {
  constructor(
    private readonly upstreams: NftUpstreams,
    private readonly o: NftRelayOptions = {},
  ) {}

  /** Whether `chain_name` is an NFT chain this server has an upstream for. */
  serves(chainName: string): boolean {
    if (chainName === SOLANA_NFT_CHAIN) return Boolean(this.upstreams.solana);
    return Boolean(this.upstreams.evm) && Object.hasOwn(EVM_NFT_NETWORKS, chainName);
  }

  private async call(url: string, init: RequestInit = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await (this.o.fetch ?? fetch)(url, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
      });
    } catch (e) {
      const slow = e instanceof Error && e.name === 'TimeoutError';
      throw new NftRelayError(slow ? 'upstream timed out' : 'upstream unreachable');
    }
    try {
      if (!res.ok) throw new NftRelayError(`upstream answered HTTP ${res.status}`);
      return await res.json();
    } catch (e) {
      if (e instanceof NftRelayError) throw e;
      throw malformed();
    }
  }

  private static items(raw: unknown[], map: (r: unknown) => NftItem | null): NftItem[] {
    try {
      return raw.map(map).filter((x): x is NftItem => x !== null);
    } catch (e) {
      if (e instanceof ZodError) throw malformed();
      throw e;
    }
  }

  /** One page (20) of an EVM address's ERC-721 and ERC-1155 tokens; `cursor` is Alchemy's pageKey. */
  async evm(chainName: string, owner: string, cursor?: string, on = 'mainnet'): Promise<NftPage> {
    const upstream = this.upstreams.evm;
    const network = (on === 'testnet' ? EVM_NFT_TESTNETS : EVM_NFT_NETWORKS)[chainName];
    if (!upstream || !network) throw new NftRelayError(`No NFT provider for ${chainName}`);
    const q = new URLSearchParams({ owner, pageSize: String(NFT_PAGE_SIZE), withMetadata: 'true' });
    if (cursor) q.set('pageKey', cursor);
    const base = upstreamUrl(upstream, network, chainName).replace(/\/+$/, '');
    const parsed = alchemyAnswer.safeParse(await this.call(`${base}/getNFTsForOwner?${q}`));
    if (!parsed.success) throw malformed();
    return {
      chain_name: chainName,
      items: NftRelay.items(parsed.data.ownedNfts, fromAlchemy),
      cursor: parsed.data.pageKey || null,
    };
  }

  /** One page (20) of a Solana address's NFTs by DAS getAssetsByOwner; `cursor` is the next page number. */
  async solana(owner: string, network: SolanaNftNetwork, cursor?: string): Promise<NftPage> {
    const upstream = this.upstreams.solana;
    if (!upstream) throw new NftRelayError('No NFT provider for solana');
    const page = cursor ? Number(cursor) : 1;
    const answer = await this.call(upstreamUrl(upstream, network, SOLANA_NFT_CHAIN), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 'kestrel',
        method: 'getAssetsByOwner',
        params: { ownerAddress: owner, page, limit: NFT_PAGE_SIZE },
      }),
    });
    const parsed = dasAnswer.safeParse(answer);
    if (!parsed.success) throw malformed();
    if ('error' in parsed.data) throw new NftRelayError(`upstream refused: ${parsed.data.error.message}`);
    const raw = parsed.data.result.items;
    return {
      chain_name: SOLANA_NFT_CHAIN,
      items: NftRelay.items(raw, fromDas),
      // A full page may have a next one; a short page is the last.
      cursor: raw.length >= NFT_PAGE_SIZE ? String(page + 1) : null,
    };
  }
}
