/**
 * testAdapter(): the invariants every chain adapter must hold (DESIGN.md "The chain adapter"):
 * derived addresses validate, private keys round-trip, validators never throw, the estimated max
 * never exceeds the balance, history rows have exactly the spec's shape, and unsupported
 * operations fail with a clear error. Call it from a family's *.test.ts with a fixture.
 */
import { describe, expect, it } from 'vitest';
import { UnsupportedOperationError, type ChainAdapter, type Capabilities } from '../adapter-types';
import { seedFromMnemonic } from '../keys/mnemonic';

export interface ConformanceFixture {
  adapter: ChainAdapter;
  /** A published test phrase, and (optionally) the address its default path gives per an independent source. */
  mnemonic: string;
  expectedAddress?: string;
  /** An address holding some native balance on the fixture's network. */
  funded: string;
  recipient: string;
  /** An address whose history has at least one row. */
  historyAddress: string;
}

const ROW_KEYS = ['amount', 'date', 'from', 'link', 'status', 'to', 'totalCourse', 'url'];
const OPTIONAL_BY_CAPABILITY: Partial<Record<keyof Capabilities, (keyof ChainAdapter)[]>> = {
  tokens: ['getTokenInfo'],
  nameResolution: ['resolveName'],
  replaceByFee: ['speedUp', 'cancel'],
  deriveMany: ['deriveMany'],
};

export function testAdapter(
  name: string,
  setup: () => Promise<ConformanceFixture> | ConformanceFixture,
): void {
  describe(`adapter conformance: ${name}`, () => {
    let fx: ConformanceFixture;
    const get = async () => (fx ??= await setup());

    it('derived addresses validate, and private keys round-trip', async () => {
      const { adapter, mnemonic, expectedAddress } = await get();
      const seed = seedFromMnemonic(mnemonic);
      const account = await adapter.deriveAccount(seed);
      if (expectedAddress) expect(account.address).toBe(expectedAddress);
      expect(adapter.validateAddress(account.address)).toEqual({ valid: true, normalized: account.address });
      expect(adapter.validatePrivateKey(account.privateKey)).toBe(true);
      expect((await adapter.importPrivateKey(account.privateKey)).address).toBe(account.address);
      if (adapter.capabilities.deriveMany && adapter.deriveMany) {
        const many = await adapter.deriveMany(seed, 0, 3);
        expect(many[0]?.address).toBe(account.address);
        expect(new Set(many.map((a) => a.address)).size).toBe(3);
        for (const a of many) expect(adapter.validateAddress(a.address).valid).toBe(true);
      }
    });

    it('validators never throw on junk', async () => {
      const { adapter } = await get();
      for (const junk of ['', ' ', 'hello', '0x', '0x1234', '\u0000', 'x'.repeat(500)]) {
        expect(adapter.validateAddress(junk).valid).toBe(false);
        expect(adapter.validatePrivateKey(junk)).toBe(false);
      }
    });

    it('the estimated max never exceeds the balance', async () => {
      const { adapter, funded, recipient } = await get();
      const [native] = await adapter.getBalances(funded);
      expect(native?.state).toBe('fresh');
      const balance = native!.amount;
      const fee = await adapter.estimateFee({ from: funded, to: recipient, amount: balance });
      expect(fee.isMax).toBe(true);
      expect(fee.amount + fee.fee).toBeLessThanOrEqual(balance);
      expect(fee.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    });

    it('history rows have exactly the spec shape', async () => {
      const { adapter, historyAddress } = await get();
      const page = await adapter.getHistory(historyAddress);
      expect(page.items.length).toBeGreaterThan(0);
      for (const row of page.items) {
        expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
        expect(row.totalCourse).toBe('0$');
        expect(row.amount).toMatch(/^\d+$/);
        expect(row.link).toMatch(/^.{13}\.\.\.$/);
        expect(row.url).toMatch(/\/tx\/.+/);
        expect(
          row.url.endsWith(row.link.slice(0, 13)) || row.url.includes(`/tx/${row.link.slice(0, 13)}`),
        ).toBe(true);
        expect(Number.isNaN(Date.parse(row.date))).toBe(false);
      }
    });

    it('unsupported operations fail with a clear error, never silently', async () => {
      const { adapter, funded, recipient } = await get();
      for (const [cap, methods] of Object.entries(OPTIONAL_BY_CAPABILITY) as [
        keyof Capabilities,
        (keyof ChainAdapter)[],
      ][]) {
        if (adapter.capabilities[cap]) {
          for (const m of methods) expect(typeof adapter[m], `${cap} declares ${String(m)}`).toBe('function');
        }
      }
      if (!adapter.capabilities.memo) {
        await expect(
          adapter.estimateFee({ from: funded, to: recipient, amount: 1n, memo: 'memo' }),
        ).rejects.toBeInstanceOf(UnsupportedOperationError);
      }
    });
  });
}
