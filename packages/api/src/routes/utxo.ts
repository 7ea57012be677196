/**
 * The premium Bitcoin-family provider's routes (docs/utxo.md "Premium provider shape"), served by
 * relaying the coin's configured upstream (utxo/esplora-relay.ts). Bad input is a 400 before any
 * upstream call; a coin without an upstream or an unknown transaction is 404; an upstream
 * failure is 502 (the wallet then falls back to its next provider).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EsploraRelay, RelayError } from '../utxo/esplora-relay';

/** Most addresses one balance request may name (a gap-limit window is 20). */
export const MAX_BALANCE_ADDRESSES = 100;

const ADDRESS = /^[A-Za-z0-9:]{14,120}$/;
const TXID = /^[0-9a-f]{64}$/i;
const HEX = /^([0-9a-f]{2})+$/i;

type Params = { coin: string; address?: string; txid?: string };

export async function utxoRoutes(app: FastifyInstance, o: { relay: EsploraRelay }): Promise<void> {
  const { relay } = o;
  /** Checks the parameters, runs the relay call, maps its errors to status codes. */
  const answer = async (reply: FastifyReply, p: Params, run: () => Promise<unknown>) => {
    if (!relay.has(p.coin)) return reply.code(404).send({ error: `No premium provider for ${p.coin}` });
    if (p.address !== undefined && !ADDRESS.test(p.address))
      return reply.code(400).send({ error: 'Invalid address' });
    if (p.txid !== undefined && !TXID.test(p.txid)) return reply.code(400).send({ error: 'Invalid txid' });
    try {
      return await run();
    } catch (e) {
      if (e instanceof RelayError) return reply.code(e.status).send({ error: e.message });
      throw e;
    }
  };
  const coinOf = (p: Params) => p.coin as Parameters<EsploraRelay['balance']>[0];

  app.get<{ Params: Params & { address: string } }>('/utxo/:coin/address/:address/balance', (req, reply) =>
    answer(reply, req.params, () => relay.balance(coinOf(req.params), req.params.address)),
  );
  app.get<{ Params: Params & { address: string }; Querystring: { limit?: string } }>(
    '/utxo/:coin/address/:address/txs',
    (req, reply) => {
      const limit = Number(req.query.limit ?? 20);
      if (!Number.isInteger(limit) || limit < 1 || limit > 50)
        return reply.code(400).send({ error: 'limit is a whole number from 1 to 50' });
      return answer(reply, req.params, () => relay.txs(coinOf(req.params), req.params.address, limit));
    },
  );
  app.get<{ Params: Params & { address: string } }>('/utxo/:coin/address/:address/utxo', (req, reply) =>
    answer(reply, req.params, () => relay.utxos(coinOf(req.params), req.params.address)),
  );
  // A GET (a read, outside the write limits): discovery asks one of these per gap-limit window.
  app.get<{ Params: Params; Querystring: { addresses?: string } }>(
    '/utxo/:coin/addresses/balance',
    (req, reply) => {
      const addresses = (req.query.addresses ?? '').split(',').filter(Boolean);
      if (
        addresses.length === 0 ||
        addresses.length > MAX_BALANCE_ADDRESSES ||
        !addresses.every((a) => ADDRESS.test(a))
      )
        return reply.code(400).send({
          error: `addresses is a comma-separated list of 1 to ${MAX_BALANCE_ADDRESSES} valid addresses`,
        });
      return answer(reply, req.params, () => relay.balances(coinOf(req.params), addresses));
    },
  );
  app.get<{ Params: Params & { txid: string } }>('/utxo/:coin/tx/:txid', (req, reply) =>
    answer(reply, req.params, () => relay.tx(coinOf(req.params), req.params.txid.toLowerCase())),
  );
  app.get<{ Params: Params & { txid: string } }>('/utxo/:coin/tx/:txid/hex', (req, reply) =>
    answer(reply, req.params, () => relay.txHex(coinOf(req.params), req.params.txid.toLowerCase())),
  );
  app.post<{ Params: Params; Body: { hex?: unknown } }>('/utxo/:coin/tx', (req, reply) => {
    const hex = req.body?.hex;
    if (typeof hex !== 'string' || !HEX.test(hex))
      return reply.code(400).send({ error: 'hex is the signed transaction as hex' });
    return answer(reply, req.params, () => relay.push(coinOf(req.params), hex));
  });
  app.get<{ Params: Params }>('/utxo/:coin/fees', (req, reply) =>
    answer(reply, req.params, () => relay.fees(coinOf(req.params))),
  );
}
