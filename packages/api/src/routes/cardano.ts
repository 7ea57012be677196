/**
 * GET /cardano/raw/address/{address} (chain-adapters §7): relayed to the Blockfrost-style upstream
 * (cardano/blockfrost-relay.ts). A malformed address is a 400 before any upstream call; an
 * upstream failure is a 502.
 */
import type { FastifyInstance } from 'fastify';
import { CardanoRelay, CardanoRelayError } from '../cardano/blockfrost-relay';

/** Shelley payment addresses in bech32: addr1 / addr_test1 and at least 58 characters (§5). */
const ADDRESS = /^addr(_test)?1[02-9ac-hj-np-z]{58,200}$/;

export async function cardanoRoutes(app: FastifyInstance, o: { relay: CardanoRelay }): Promise<void> {
  app.get<{ Params: { address: string } }>('/cardano/raw/address/:address', async (req, reply) => {
    if (!ADDRESS.test(req.params.address)) return reply.code(400).send({ error: 'Invalid address' });
    try {
      return await o.relay.address(req.params.address);
    } catch (e) {
      if (e instanceof CardanoRelayError) return reply.code(502).send({ error: e.message });
      throw e;
    }
  });
}
