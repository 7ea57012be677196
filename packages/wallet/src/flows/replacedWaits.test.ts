/**
 * A speed-up or cancel ends the wait of the transaction it replaced: that wait ends quietly
 * (no 'Transaction pending' warning), while a wait nothing replaced still warns at its end.
 */
import type { ChainAdapter } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { endReplacedWait } from './replacedWaits';
import { settleSent } from './settleSent';
import { SEND_TOASTS } from './toasts';
import type { FlowToast } from './toasts';

const HASH = '0xAB'.padEnd(66, 'c');
const coin = { _id: 'ethereum:ETH', chain_name: 'ethereum', symbol: 'ETH', address: '0x1' } as WalletCoin;

function setup() {
  const toasts: FlowToast[] = [];
  let checks = 0;
  const adapter = {
    confirmPolicy: { intervalMs: 5000, tries: 15 },
    async waitForConfirmation() {
      checks++;
      return 'pending' as const;
    },
  } as unknown as ChainAdapter;
  const env = {
    dispatch: () => undefined,
    getState: () => ({ wallets: { allWallets: [], currentWalletIndex: 0, pendingTransactions: {} } }),
    toast: (t: FlowToast) => void toasts.push(t),
    sleep: () => new Promise<void>((r) => setTimeout(r, 1)),
  } as unknown as FlowEnv;
  return { env, adapter, toasts, checks: () => checks };
}

describe('the wait of a replaced transaction', () => {
  it('ends quietly once a speed-up replaced it', async () => {
    const { env, adapter, toasts, checks } = setup();
    const waiting = settleSent(env, adapter, 'w', coin, HASH, {});
    while (checks() < 2) await new Promise((r) => setTimeout(r, 1));
    endReplacedWait(HASH.toLowerCase());
    const r = await waiting;
    expect(r).toMatchObject({ status: 2, hash: HASH, replaced: true });
    expect(checks()).toBeLessThan(15);
    expect(toasts).toEqual([]);
  });

  it('still warns when nothing replaced it and it stays pending', async () => {
    const { env, adapter, toasts, checks } = setup();
    const r = await settleSent(env, adapter, 'w', coin, HASH, {});
    expect(r.status).toBe(2);
    expect(r.replaced).toBeUndefined();
    expect(checks()).toBe(15);
    expect(toasts).toContainEqual({
      kind: 'warning',
      title: SEND_TOASTS.pending,
      text: SEND_TOASTS.pendingText,
    });
  });
});
