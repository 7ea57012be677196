/**
 * Fee info end to end: a local server answering GET /fees-info in the product API's exact shape
 * (packages/api's feeInfoByChain, docs/api.md), the wallet's fee-info service (refetch at most
 * every 8 hours, the spec's time-limit error), the source that converts it once, and the fee
 * estimate on the Hardhat devnet: the Recommended option follows the server's multiplier and the
 * max priority fee caps the tip; a late answer is reported and the spec's defaults apply.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feeInfoByChain } from '@kestrel/api';
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFeeInfoService,
  FEE_INFO_REFETCH_MS,
  FEE_INFO_TIME_LIMIT_ERROR,
} from '../services/fee-info-service';
import { createFeeInfoSource } from '../services/fee-info-source';
import { createHttpClient } from '../services/http-client';
import { transferActions } from '../store/slices/transfer';
import { estimateTransferFee, type FeeOptionText } from './estimateTransferFee';
import { sessionFlowEnv } from './sessionFlowEnv';
import type { WalletSession } from './session';
import { HARDHAT_ACCOUNT_1, hardhatSession, startFlowDevnet } from './testing/devnetEnv';
import { collectingToastSink } from './toasts';

let devnet: Devnet;
let s: WalletSession;
let api: Server;
let apiUrl: string;
let served = { multiplier: '1.3', maxPriorityFee: null as string | null };
let delayMs = 0;
let requests = 0;

beforeAll(async () => {
  devnet = await startFlowDevnet();
  s = await hardhatSession();
  api = createServer((req, res) => {
    if (req.url !== '/fees-info') return void res.writeHead(404).end();
    requests++;
    const body = JSON.stringify({ data: { ...feeInfoByChain(), ethereum: served } });
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), delayMs);
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  s?.lock();
  api?.closeAllConnections();
  await new Promise((r) => api?.close(r));
  await devnet?.stop();
});

function envWith(now: () => number, timeLimitMs = 5000) {
  const errors: string[] = [];
  const service = createFeeInfoService({ http: createHttpClient({ baseUrl: apiUrl }), now, timeLimitMs });
  const env = sessionFlowEnv(s, {
    config: () => ({ rpc: [devnet.rpcUrl], timeouts: { rpcMs: 3000 } }),
    feeInfoSource: createFeeInfoSource(service, { onError: (m) => errors.push(m) }),
    toast: collectingToastSink(),
  });
  return { env, errors };
}

async function estimate(env: ReturnType<typeof envWith>['env']) {
  const coin = s.store.getState().wallets.allWallets[0]!.coins[0]!;
  s.store.dispatch(
    transferActions.startTransfer({ currentCoin: coin._id, amount: '1000', toAddress: HARDHAT_ACCOUNT_1 }),
  );
  const r = await estimateTransferFee(env);
  if (!r.ok) throw new Error(r.error);
  const t = s.store.getState().transfer;
  const [normal, recommended] = (t.feesOptions as FeeOptionText[]).map((o) => BigInt(o.gasPrice));
  return { normal: normal!, recommended: recommended!, tip: BigInt(t.maxPriorityFeePerGas!) };
}

describe('fee info from the product API to the adapters', () => {
  it("the Recommended option follows the server's multiplier, refetched after 8 hours", async () => {
    let now = 1_000_000;
    const { env, errors } = envWith(() => now);
    requests = 0;
    served = { multiplier: '1.3', maxPriorityFee: null };
    const a = await estimate(env);
    expect(a.recommended).toBe((a.normal * 13n + 9n) / 10n);

    // The server changes its value: within 8 hours the wallet keeps what it has.
    served = { multiplier: '2', maxPriorityFee: '0.000001' };
    now += FEE_INFO_REFETCH_MS - 1;
    const b = await estimate(env);
    expect(b.recommended).toBe((b.normal * 13n + 9n) / 10n);
    expect(requests).toBe(1);

    // Eight hours on: fetched again, converted once (gwei text → wei), applied.
    now += 1;
    const c = await estimate(env);
    expect(requests).toBe(2);
    expect(c.recommended).toBe(c.normal * 2n);
    expect(c.tip).toBe(1000n); // 0.000001 gwei caps the tip
    expect(errors).toEqual([]);
  });

  it("a late answer reports 'fees info not called due to time-limit' and the spec's defaults apply", async () => {
    const { env, errors } = envWith(() => 5_000_000, 100);
    served = { multiplier: '3', maxPriorityFee: null };
    delayMs = 1000;
    try {
      const r = await estimate(env);
      expect(errors).toEqual([FEE_INFO_TIME_LIMIT_ERROR]);
      // ethereum's default multiplier (spec §9), not the server's 3.
      expect(r.recommended).toBe((r.normal * 13n + 9n) / 10n);
    } finally {
      delayMs = 0;
    }
  });
});
