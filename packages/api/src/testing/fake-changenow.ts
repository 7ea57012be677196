/**
 * A local stand-in for ChangeNOW's API v2 on 127.0.0.1, in its documented shapes: GET
 * /v2/exchange/range and /v2/exchange/estimated-amount (flow fixed-rate: rateId, validUntil), POST
 * /v2/exchange (id, payinAddress, payinExtraId, fromAmount, toAmount), the x-changenow-api-key header,
 * and errors as {error, message} (not_valid_params, pair_is_inactive, out_of_range,
 * rate_id_not_found_or_expired; 401 for a wrong key). Deposit addresses come from the caller, so on
 * the devnet they are addresses the devnet's nodes accept.
 */
import { randomBytes } from 'node:crypto';
import {
  type FaultMode,
  fault,
  json,
  lessThan,
  listen,
  mulDecimal,
  num,
  readBody,
} from './fake-providers-http';

export interface FakePair {
  from: string;
  fromNetwork: string;
  to: string;
  toNetwork: string;
  /** How much `to` one `from` buys, as a decimal. */
  rate: string;
  min: string;
  max: string | null;
  /** Decimals of toAmount (the provider's precision). */
  toPrecision: number;
}

export interface FakeChangeNowOptions {
  apiKey: string;
  pairs: FakePair[];
  /** Where the user pays in for an order. */
  deposit: (order: { fromCurrency: string; fromNetwork: string }) => {
    address: string;
    extraId?: string | null;
  };
  /** How long a rateId holds. */
  rateValidityMs?: number;
  port?: number;
  now?: () => number;
}

export interface FakeChangeNowOrder {
  id: string;
  body: Record<string, string>;
  payinAddress: string;
  payinExtraId: string | null;
}

export interface FakeChangeNow {
  baseUrl: string;
  mode: FaultMode;
  requests: { method: string; path: string; key: string | undefined }[];
  orders: FakeChangeNowOrder[];
  /** Expires every rateId handed out so far (as time passing would). */
  expireRates(): void;
  close(): Promise<void>;
}

export async function startFakeChangeNow(o: FakeChangeNowOptions): Promise<FakeChangeNow> {
  const now = o.now ?? Date.now;
  const rates = new Map<string, { validUntil: number; pair: FakePair; fromAmount: string }>();
  const state: Omit<FakeChangeNow, 'baseUrl' | 'close'> = {
    mode: 'ok',
    requests: [],
    orders: [],
    expireRates: () => rates.forEach((r) => (r.validUntil = 0)),
  };
  const findPair = (q: (k: string) => string | null | undefined) => {
    const p = o.pairs.find(
      (x) =>
        x.from === q('fromCurrency') &&
        x.to === q('toCurrency') &&
        x.fromNetwork === q('fromNetwork') &&
        x.toNetwork === q('toNetwork'),
    );
    return p;
  };
  const srv = await listen(async (req, res, url) => {
    const key = req.headers['x-changenow-api-key'] as string | undefined;
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, key });
    if (fault(state.mode, res)) return;
    if (key !== o.apiKey) return json(res, 401, { error: 'unauthorized', message: 'Unauthorized' });
    const q = (k: string) => url.searchParams.get(k);
    if (req.method === 'GET' && url.pathname === '/v2/exchange/range') {
      const p = findPair(q);
      if (!p) return json(res, 400, { error: 'pair_is_inactive', message: 'Pair is inactive' });
      return json(res, 200, {
        fromCurrency: p.from,
        fromNetwork: p.fromNetwork,
        toCurrency: p.to,
        toNetwork: p.toNetwork,
        flow: 'fixed-rate',
        minAmount: num(p.min),
        maxAmount: p.max === null ? null : num(p.max),
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/exchange/estimated-amount') {
      const p = findPair(q);
      const fromAmount = q('fromAmount') ?? '';
      if (q('flow') !== 'fixed-rate' || !/^\d+(\.\d+)?$/.test(fromAmount))
        return json(res, 400, { error: 'not_valid_params', message: 'fromAmount and flow are required' });
      if (!p) return json(res, 400, { error: 'pair_is_inactive', message: 'Pair is inactive' });
      if (lessThan(fromAmount, p.min))
        return json(res, 400, {
          error: 'out_of_range',
          message: `Amount is less than minimal: ${p.min} ${p.from.toUpperCase()}`,
        });
      if (p.max !== null && lessThan(p.max, fromAmount))
        return json(res, 400, {
          error: 'out_of_range',
          message: `Amount is more than maximal: ${p.max} ${p.from.toUpperCase()}`,
        });
      const rateId = randomBytes(12).toString('hex');
      const validUntil = now() + (o.rateValidityMs ?? 20 * 60_000);
      rates.set(rateId, { validUntil, pair: p, fromAmount });
      return json(res, 200, {
        fromCurrency: p.from,
        fromNetwork: p.fromNetwork,
        toCurrency: p.to,
        toNetwork: p.toNetwork,
        flow: 'fixed-rate',
        type: 'direct',
        rateId,
        validUntil: new Date(validUntil).toISOString(),
        transactionSpeedForecast: '10-60',
        warningMessage: null,
        depositFee: num('0'),
        withdrawalFee: num('0'),
        userId: null,
        fromAmount: num(fromAmount),
        toAmount: num(mulDecimal(fromAmount, p.rate, p.toPrecision)),
      });
    }
    if (req.method === 'POST' && url.pathname === '/v2/exchange') {
      let body: Record<string, string>;
      try {
        body = JSON.parse(await readBody(req)) as Record<string, string>;
      } catch {
        return json(res, 400, { error: 'not_valid_params', message: 'Body is not JSON' });
      }
      if (!body.address) return json(res, 400, { error: 'not_valid_params', message: 'address is required' });
      const rate = rates.get(body.rateId ?? '');
      if (!rate || rate.validUntil <= now() || rate.fromAmount !== body.fromAmount)
        return json(res, 400, {
          error: 'rate_id_not_found_or_expired',
          message: 'Rate id not found or expired',
        });
      const p = rate.pair;
      const deposit = o.deposit({ fromCurrency: p.from, fromNetwork: p.fromNetwork });
      const order: FakeChangeNowOrder = {
        id: randomBytes(7).toString('hex'),
        body,
        payinAddress: deposit.address,
        payinExtraId: deposit.extraId ?? null,
      };
      state.orders.push(order);
      return json(res, 200, {
        fromAmount: num(body.fromAmount),
        toAmount: num(mulDecimal(body.fromAmount, p.rate, p.toPrecision)),
        flow: 'fixed-rate',
        type: 'direct',
        payinAddress: order.payinAddress,
        payoutAddress: body.address,
        payinExtraId: order.payinExtraId,
        payoutExtraId: body.extraId || null,
        fromCurrency: p.from,
        fromNetwork: p.fromNetwork,
        toCurrency: p.to,
        toNetwork: p.toNetwork,
        refundAddress: body.refundAddress || null,
        refundExtraId: null,
        id: order.id,
      });
    }
    json(res, 404, { error: 'not_found', message: 'Not found' });
  }, o.port);
  return Object.assign(state, { baseUrl: srv.baseUrl, close: srv.close }) as FakeChangeNow;
}
