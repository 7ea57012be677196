/**
 * testAdapter(): the invariants every chain adapter must hold, whatever its family (DESIGN.md "The
 * chain adapter"): derived addresses validate and keys round-trip; validators never throw; the max
 * amount plus fee never exceeds the balance; the fee signed is the fee reviewed, also after
 * repricing; history rows have exactly the spec's shape (app-layer §3); an operation the chain
 * lacks fails with UnsupportedOperationError, never silently.
 *
 * A family joins by adding conformance/<family>.test.ts (listed in chains.ts) that calls this once
 * per chain record of conformanceChains(family) with a fixture: the adapter (on the family's devnet
 * node where `family.devnet.nodeOf(chain)` has one, else on a local server answering in its
 * providers' recorded shapes), funding, a recipient, and a reader of the fee a signed transaction
 * pays. Everything family-specific lives in the fixture; the checks here name no family.
 */
import { describe, expect, it } from 'vitest';
import {
  UnsupportedOperationError,
  type Capabilities,
  type ChainAdapter,
  type PreparedTransfer,
  type SignedTx,
  type Signer,
  type TxIntent,
} from '../adapter-types';
import type { FamilyModule } from '../family-module';
import { seedFromMnemonic } from '../keys/mnemonic';
import type { Account } from '../keys/types';

export interface ConformanceFixture {
  adapter: ChainAdapter;
  family: FamilyModule;
  /** A published test phrase, and (optionally) the address its default path gives per an independent source. */
  mnemonic: string;
  expectedAddress?: string;
  /** Gives the address a native balance where the adapter reads it (a devnet node, a local provider). */
  fund(address: string): Promise<void>;
  recipient: string;
  /**
   * The fee a signed transaction pays, read from its own bytes and what it spends (not from the
   * adapter), after checking its signatures independently.
   */
  signedFee(signed: SignedTx, prepared: PreparedTransfer): Promise<bigint>;
  /** Keys a chain's history rows carry beyond the shared ones (spec §3: Tron adds fee, net_fee, blockNumber). */
  rowExtraKeys?: string[];
  /** A custom fee price for the reprice check (default: half again the prepared one). */
  customPrice?(prepared: PreparedTransfer): bigint;
}

const ROW_KEYS = ['amount', 'date', 'from', 'link', 'status', 'to', 'totalCourse', 'url'];
/** Methods a capability promises (the optional part of the contract). */
const METHODS_OF: Partial<Record<keyof Capabilities, (keyof ChainAdapter)[]>> = {
  tokens: ['getTokenInfo'],
  nameResolution: ['resolveName'],
  replaceByFee: ['prepareReplacement'],
  cancel: ['prepareReplacement'],
  deriveMany: ['deriveMany'],
};
const SOME_HASH = 'ab'.repeat(32);

interface Ready extends ConformanceFixture {
  account: Account;
  signer: Signer;
}

/** The network sets the fee (TON): no price to choose, so no repricing to check. */
const noCustomFee = (r: Ready) => r.family.presentation(r.adapter.chain).customFeeUnit === null;

export function testAdapter(name: string, setup: () => Promise<ConformanceFixture>): void {
  describe(`adapter conformance: ${name}`, () => {
    let ready: Promise<Ready> | undefined;
    // One derivation, one signer and one funding per chain, shared by its tests.
    const get = () =>
      (ready ??= (async () => {
        const fx = await setup();
        const { adapter, family, mnemonic } = fx;
        const seed = seedFromMnemonic(mnemonic);
        const account = await adapter.deriveAccount(seed);
        const signer = await family.createSigner({
          chain: adapter.chain,
          network: adapter.network,
          address: account.address,
          account: () => account,
          seed: { material: seed },
        });
        await fx.fund(account.address);
        return { ...fx, account, signer };
      })());
    const intent = (r: Ready, amount: bigint, extra: Partial<TxIntent> = {}): TxIntent => ({
      from: r.account.address,
      to: r.recipient,
      amount,
      ...extra,
    });
    const signedFeeOf = async (r: Ready, prepared: PreparedTransfer) => {
      const signed = await r.adapter.sign(await r.adapter.buildTransaction(prepared, r.signer), r.signer);
      return r.signedFee(signed, prepared);
    };

    it('derived addresses validate, and private keys round-trip', async () => {
      const { adapter, mnemonic, expectedAddress, account } = await get();
      const seed = seedFromMnemonic(mnemonic);
      if (expectedAddress) expect(account.address).toBe(expectedAddress);
      expect(adapter.validateAddress(account.address)).toMatchObject({
        valid: true,
        normalized: account.address,
      });
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

    it('the max amount plus fee never exceeds the balance', async () => {
      const r = await get();
      const [native] = await r.adapter.getBalances(r.account.address);
      expect(native?.state).toBe('fresh');
      const balance = native!.amount;
      expect(balance).toBeGreaterThan(0n);
      const prepared = await r.adapter.prepareTransfer(intent(r, balance + 1n), { signer: r.signer });
      expect(prepared.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
      expect(prepared).toMatchObject({ isMax: true, requestedAmount: balance + 1n });
      expect(prepared.amount).toBeGreaterThan(0n);
      expect(prepared.amount + prepared.fee).toBeLessThanOrEqual(balance);
      expect(prepared.intent.amount).toBe(prepared.amount);
      // A chain whose network sets the fee (no custom fee: presentation's customFeeUnit null) refuses a price.
      if (noCustomFee(r))
        return expect(r.adapter.repriceTransfer(prepared, prepared.price * 2n)).rejects.toThrow(
          UnsupportedOperationError,
        );
      // At a higher price the rule holds again, on a smaller amount.
      const dearer = await r.adapter.repriceTransfer(prepared, prepared.price * 2n);
      expect(dearer.isMax).toBe(true);
      expect(dearer.amount + dearer.fee).toBeLessThanOrEqual(balance);
      expect(dearer.amount).toBeLessThan(prepared.amount);
    });

    it('the fee signed is the fee reviewed, also after repricing and for the max amount', async () => {
      const r = await get();
      const [native] = await r.adapter.getBalances(r.account.address);
      const prepared = await r.adapter.prepareTransfer(intent(r, native!.amount / 10n), {
        signer: r.signer,
      });
      expect(prepared.price).toBe(prepared.options[1]!.price);
      expect(prepared.fee).toBeGreaterThan(0n);
      expect(await signedFeeOf(r, prepared)).toBe(prepared.fee);
      if (!noCustomFee(r)) {
        const custom = r.customPrice?.(prepared) ?? prepared.price + prepared.price / 2n + 1n;
        const repriced = await r.adapter.repriceTransfer(prepared, custom);
        expect(repriced.price).toBe(custom);
        expect(repriced.fee).toBeGreaterThan(prepared.fee);
        expect(await signedFeeOf(r, repriced)).toBe(repriced.fee);
      }
      const max = await r.adapter.prepareTransfer(intent(r, native!.amount), { signer: r.signer });
      expect(max.isMax).toBe(true);
      expect(await signedFeeOf(r, max)).toBe(max.fee);
    });

    it('history rows have exactly the spec shape', async () => {
      const { adapter, account, rowExtraKeys = [] } = await get();
      const page = await adapter.getHistory(account.address);
      expect(page.error).toBeUndefined();
      expect(page.items.length).toBeGreaterThan(0);
      for (const row of page.items) {
        expect(Object.keys(row).sort()).toEqual([...ROW_KEYS, ...rowExtraKeys].sort());
        expect(row.totalCourse).toBe('0$');
        expect(row.amount).toMatch(/^\d+$/);
        const hash = /\/tx\/([^/?#]+)/.exec(row.url)?.[1];
        expect(hash, row.url).toBeDefined();
        expect(row.link).toBe(`${hash!.slice(0, 13)}...`);
        expect(new Date(row.date).toISOString()).toBe(row.date);
        expect(row.status).toMatch(/\S/);
        expect([row.from, row.to]).toContain(account.address);
      }
    });

    it('unsupported operations fail with a clear UnsupportedOperationError, never silently', async () => {
      const r = await get();
      const { adapter, signer } = r;
      const caps = adapter.capabilities;
      for (const [cap, methods] of Object.entries(METHODS_OF) as [
        keyof Capabilities,
        (keyof ChainAdapter)[],
      ][])
        if (caps[cap])
          for (const m of methods) expect(typeof adapter[m], `${cap} declares ${String(m)}`).toBe('function');
      const refused = async (op: () => Promise<unknown>) => {
        const e = await op().then(
          () => new Error('it went ahead'),
          (e: unknown) => e,
        );
        expect(e).toBeInstanceOf(UnsupportedOperationError);
        expect((e as Error).message).toContain(adapter.chain.chain_name);
      };
      const unsupported: (() => Promise<unknown>)[] = [];
      const prepare = (extra: Partial<TxIntent>) =>
        unsupported.push(() => adapter.prepareTransfer(intent(r, 1n, extra), { signer }));
      if (!caps.memo) prepare({ memo: 'memo' });
      if (!caps.tokens) prepare({ asset: { kind: 'token', contract: r.recipient } });
      if (!caps.nfts)
        prepare({ asset: { kind: 'nft', standard: 'ERC721', contract: r.recipient, tokenId: 1n } });
      if (!caps.batch) prepare({ calls: [{ to: r.recipient, amount: 1n }] });
      if (!caps.cancel && adapter.prepareReplacement)
        unsupported.push(() => adapter.prepareReplacement!(SOME_HASH, 'cancel', signer));
      if (!caps.replaceByFee && adapter.prepareReplacement)
        unsupported.push(() => adapter.prepareReplacement!(SOME_HASH, 'speedUp', signer));
      for (const op of unsupported) await refused(op);
    });
  });
}
