/**
 * GET /nft/{chain_name}/{address}?cursor=…[&network=mainnet|testnet|devnet] (app-layer §7 "NFT provider"):
 * one page of 20 NFTs relayed from the configured upstream (nft/nft-relay.ts). Bad input is a 400
 * before any upstream call; a chain that is not an NFT chain, or has no upstream here, is 404;
 * an upstream failure, timeout or malformed answer is 502.
 */
import type { FastifyInstance } from 'fastify';
import { NftRelay, NftRelayError } from '../nft/nft-relay';
import { NFT_NETWORKS, SOLANA_NFT_CHAIN } from '../nft/nft-upstream';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Alchemy's pageKey is opaque text; DAS's is our page number. */
const CURSOR = /^[A-Za-z0-9_\-:.=+/]{1,512}$/;
const PAGE = /^[1-9]\d{0,5}$/;

type Query = { cursor?: string; network?: string };

export async function nftRoutes(app: FastifyInstance, o: { relay: NftRelay }): Promise<void> {
  app.get<{ Params: { chain: string; address: string }; Querystring: Query }>(
    '/nft/:chain/:address',
    async (req, reply) => {
      const { chain, address } = req.params;
      const { cursor, network = 'mainnet' } = req.query;
      if (!o.relay.serves(chain)) return reply.code(404).send({ error: `No NFT provider for ${chain}` });
      const solana = chain === SOLANA_NFT_CHAIN;
      if (!(solana ? SOLANA_ADDRESS : EVM_ADDRESS).test(address))
        return reply.code(400).send({ error: 'Invalid address' });
      if (cursor !== undefined && !(solana ? PAGE : CURSOR).test(cursor))
        return reply.code(400).send({ error: 'Invalid cursor' });
      if (!(NFT_NETWORKS as readonly string[]).includes(network))
        return reply.code(400).send({ error: `network is one of ${NFT_NETWORKS.join(', ')}` });
      try {
        return solana
          ? // DAS serves Solana's mainnet and devnet clusters: the wallet's testnet is the devnet cluster.
            await o.relay.solana(address, network === 'mainnet' ? 'mainnet' : 'devnet', cursor)
          : await o.relay.evm(chain, address, cursor, network);
      } catch (e) {
        if (e instanceof NftRelayError) return reply.code(502).send({ error: e.message });
        throw e;
      }
    },
  );
}
