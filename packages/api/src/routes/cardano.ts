/**
 * GET /cardano/raw/address/{address}[?page=N] (chain-adapters §7): relayed to the Blockfrost-style upstream
 * (cardano/blockfrost-relay.ts). A malformed address is a 400 before any upstream call; an
 * upstream failure is a 502. Under /cardano/api/v0 the four Blockfrost calls a send needs
 * (protocol parameters, tip, a transaction, submit) pass through with the server's key, so a
 * wallet pointed at the product API needs no key of its own.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CardanoRelay, CardanoRelayError } from '../cardano/blockfrost-relay';

/** Shelley payment addresses in bech32: addr1 / addr_test1 and at least 58 characters (§5). */
const ADDRESS = /^addr(_test)?1[02-9ac-hj-np-z]{58,200}$/;
const TX_HASH = /^[0-9a-f]{64}$/i;
/** The transactions' page, 1-based, at most 7 digits (Blockfrost's `page` goes to 21474836). */
const PAGE = /^[1-9]\d{0,6}$/;
/** The ledger's largest transaction (max_tx_size, 16 KiB). */
const MAX_TX_BYTES = 16_384;

export async function cardanoRoutes(app: FastifyInstance, o: { relay: CardanoRelay }): Promise<void> {
  const relayed = async (reply: FastifyReply, run: () => Promise<{ status: number; body: string }>) => {
    try {
      const r = await run();
      return reply.code(r.status).type('application/json; charset=utf-8').send(r.body);
    } catch (e) {
      if (e instanceof CardanoRelayError) return reply.code(502).send({ error: e.message });
      throw e;
    }
  };

  app.get<{ Params: { address: string }; Querystring: { page?: string } }>(
    '/cardano/raw/address/:address',
    async (req, reply) => {
      if (!ADDRESS.test(req.params.address)) return reply.code(400).send({ error: 'Invalid address' });
      const page = req.query.page;
      if (page !== undefined && !PAGE.test(page)) return reply.code(400).send({ error: 'Invalid page' });
      try {
        return await o.relay.address(req.params.address, page === undefined ? 1 : Number(page));
      } catch (e) {
        if (e instanceof CardanoRelayError) return reply.code(502).send({ error: e.message });
        throw e;
      }
    },
  );

  app.get('/cardano/api/v0/epochs/latest/parameters', (_req, reply) =>
    relayed(reply, () => o.relay.forward('/epochs/latest/parameters')),
  );
  app.get('/cardano/api/v0/blocks/latest', (_req, reply) =>
    relayed(reply, () => o.relay.forward('/blocks/latest')),
  );
  app.get<{ Params: { hash: string } }>('/cardano/api/v0/txs/:hash', async (req, reply) => {
    if (!TX_HASH.test(req.params.hash)) return reply.code(400).send({ error: 'Invalid transaction hash' });
    return relayed(reply, () => o.relay.forward(`/txs/${req.params.hash.toLowerCase()}`));
  });

  // A signed transaction's CBOR, as Blockfrost takes it.
  app.addContentTypeParser(
    'application/cbor',
    { parseAs: 'buffer', bodyLimit: MAX_TX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.post('/cardano/api/v0/tx/submit', async (req, reply) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0)
      return reply.code(400).send({ error: 'The body is a signed transaction (application/cbor)' });
    const cbor = new Uint8Array(req.body);
    return relayed(reply, () => o.relay.forward('/tx/submit', cbor));
  });
}
