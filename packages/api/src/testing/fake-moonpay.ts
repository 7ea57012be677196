/**
 * A local stand-in for MoonPay's off-ramp on 127.0.0.1, in its documented shapes: GET
 * /v3/currencies/{code}/sell_quote (baseCurrencyCode, baseCurrencyAmount, quoteCurrencyCode,
 * quoteCurrencyAmount, feeAmount, extraFeeAmount, payoutMethod), GET
 * /v3/sell_transactions/ext/{externalTransactionId} (an array of sell transactions; depositWallet
 * {walletAddress, walletAddressTag} once the sale waits for the deposit), errors as {message, type}.
 * It also serves the sell page (/sell): it checks the URL's signature (HMAC-SHA256 of the query with
 * the secret key, base64) and its "Confirm sale" button creates the sale, as the real page would.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { type FaultMode, fault, json, listen, mulDecimal, num } from './fake-providers-http';

export interface FakeMoonPayOptions {
  apiKey: string;
  secretKey: string;
  /** Fiat price of one coin, per coin code, per fiat code (lower case). */
  prices: Record<string, Record<string, string>>;
  /** The deposit wallet of a sale of `coin`. */
  deposit: (coin: string) => { address: string; tag?: string | null };
  feePercent?: string;
  port?: number;
}

export interface FakeSale {
  id: string;
  externalTransactionId: string;
  coin: string;
  amount: string;
  depositAddress: string;
  tag: string | null;
}

export interface FakeMoonPay {
  baseUrl: string;
  widgetUrl: string;
  mode: FaultMode;
  requests: { path: string; apiKey: string | null }[];
  sales: FakeSale[];
  /** What the page's Confirm button does: the sale now waits for its deposit. */
  confirm(url: string): FakeSale;
  close(): Promise<void>;
}

function signatureOk(url: URL, secret: string): boolean {
  const sig = url.searchParams.get('signature');
  const params = new URLSearchParams(url.search);
  params.delete('signature');
  const expected = createHmac('sha256', secret).update(`?${params.toString()}`).digest('base64');
  return sig === expected;
}

export async function startFakeMoonPay(o: FakeMoonPayOptions): Promise<FakeMoonPay> {
  const state = {
    mode: 'ok' as FaultMode,
    requests: [] as FakeMoonPay['requests'],
    sales: [] as FakeSale[],
    confirm(pageUrl: string): FakeSale {
      const url = new URL(pageUrl);
      if (!signatureOk(url, o.secretKey)) throw new Error('Invalid signature');
      const p = url.searchParams;
      const coin = p.get('baseCurrencyCode') ?? '';
      const d = o.deposit(coin);
      const sale: FakeSale = {
        id: randomUUID(),
        externalTransactionId: p.get('externalTransactionId') ?? '',
        coin,
        amount: p.get('baseCurrencyAmount') ?? '0',
        depositAddress: d.address,
        tag: d.tag ?? null,
      };
      state.sales.push(sale);
      return sale;
    },
  };
  const srv = await listen((req, res, url) => {
    const apiKey = url.searchParams.get('apiKey');
    state.requests.push({ path: url.pathname, apiKey });
    if (url.pathname === '/sell') {
      if (!signatureOk(url, o.secretKey)) return void res.writeHead(403).end('Invalid signature');
      const p = url.searchParams;
      const page = `<!doctype html><title>Sell ${p.get('baseCurrencyCode')}</title><h1>Sell ${p.get('baseCurrencyAmount')} ${p.get('baseCurrencyCode')?.toUpperCase()}</h1><form method="post" action="/sell/confirm${url.search.replace(/"/g, '')}"><button>Confirm sale</button></form>`;
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    }
    if (url.pathname === '/sell/confirm' && req.method === 'POST') {
      try {
        state.confirm(`http://x/sell${url.search}`);
      } catch {
        return void res.writeHead(403).end('Invalid signature');
      }
      return void res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<h1>Sale confirmed</h1><p>Return to your wallet to send the crypto.</p>');
    }
    if (fault(state.mode, res)) return;
    if (apiKey !== o.apiKey) return json(res, 401, { message: 'Invalid API key', type: 'UnauthorizedError' });
    const quote = /^\/v3\/currencies\/([a-z0-9_]+)\/sell_quote$/.exec(url.pathname);
    if (quote) {
      const coin = quote[1]!;
      const fiat = url.searchParams.get('quoteCurrencyCode') ?? 'usd';
      const amount = url.searchParams.get('baseCurrencyAmount') ?? '';
      const price = o.prices[coin]?.[fiat];
      if (!price)
        return json(res, 400, { message: `Sell is not supported for ${coin}`, type: 'BadRequestError' });
      if (!/^\d+(\.\d+)?$/.test(amount))
        return json(res, 400, { message: 'baseCurrencyAmount must be a number', type: 'BadRequestError' });
      const gross = mulDecimal(amount, price, 2);
      const fee = mulDecimal(gross, o.feePercent ?? '0.01', 2);
      const fiatAmount = subtract(gross, fee);
      return json(res, 200, {
        baseCurrency: { code: coin, precision: 8, type: 'crypto' },
        baseCurrencyCode: coin,
        baseCurrencyAmount: num(amount),
        quoteCurrency: { code: fiat, precision: 2, type: 'fiat' },
        quoteCurrencyCode: fiat,
        quoteCurrencyAmount: num(fiatAmount),
        paymentMethod: 'credit_debit_card',
        payoutMethod: 'credit_debit_card',
        feeAmount: num(fee),
        extraFeeAmount: num('0'),
      });
    }
    const ext = /^\/v3\/sell_transactions\/ext\/([A-Za-z0-9-]+)$/.exec(url.pathname);
    if (ext) {
      const list = state.sales.filter((s) => s.externalTransactionId === ext[1]);
      return json(
        res,
        200,
        list.map((s) => ({
          id: s.id,
          status: 'waitingForDeposit',
          baseCurrencyAmount: num(s.amount),
          externalTransactionId: s.externalTransactionId,
          depositWallet: { walletAddress: s.depositAddress, walletAddressTag: s.tag },
          failureReason: null,
        })),
      );
    }
    json(res, 404, { message: 'Not found', type: 'NotFoundError' });
  }, o.port);
  return Object.assign(state, {
    baseUrl: srv.baseUrl,
    widgetUrl: `${srv.baseUrl}/sell`,
    close: srv.close,
  }) as FakeMoonPay;
}

/** a − b for 2-decimal strings, never below 0. */
function subtract(a: string, b: string): string {
  const c = (s: string) => BigInt(mulDecimal(s, '100', 0));
  const v = c(a) - c(b);
  const cents = (v < 0n ? 0n : v).toString().padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}
