/**
 * The adapter's keep of committed transactions (logic/versions.ts): a version is asked of the
 * node once; an unknown version (null) or a failed read is not kept and is asked again; past the
 * bound the oldest version goes first; a read in flight is shared (a page joins a warm-up's read;
 * a warm-up's failure is never the page's). The node here is a counting stand-in for byVersion
 * only, answering when the test says so; the real node calls are exercised in providers.test.ts
 * and the warm-up end to end in warm-up.devnet.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AptosNode } from '../network/node';
import type { Committed } from '../network/schemas';
import { CommittedVersions } from './versions';

function countingNode(known: (v: bigint) => boolean, failing = new Set<bigint>()) {
  const asked: bigint[] = [];
  const node = {
    byVersion: async (v: bigint) => {
      asked.push(v);
      if (failing.has(v)) throw new Error(`all 1 provider(s) failed: version ${v}`);
      return known(v) ? ({ type: 'user_transaction', version: String(v) } as unknown as Committed) : null;
    },
  } as unknown as AptosNode;
  return { node, asked };
}

describe('CommittedVersions', () => {
  it('asks the node once per committed version', async () => {
    const { node, asked } = countingNode(() => true);
    const versions = new CommittedVersions(node);
    const a = await versions.read(5n);
    const b = await versions.read(5n);
    expect(b).toBe(a);
    expect(asked).toEqual([5n]);
  });

  it('keeps neither an unknown version nor a failed read', async () => {
    const failing = new Set([7n]);
    const { node, asked } = countingNode((v) => v !== 6n, failing);
    const versions = new CommittedVersions(node);
    expect(await versions.read(6n)).toBeNull();
    expect(await versions.read(6n)).toBeNull();
    await expect(versions.read(7n)).rejects.toThrow(/provider\(s\) failed/);
    failing.clear();
    expect(await versions.read(7n)).toMatchObject({ version: '7' });
    expect(asked).toEqual([6n, 6n, 7n, 7n]);
  });

  it('drops the oldest version past its bound', async () => {
    const { node, asked } = countingNode(() => true);
    const versions = new CommittedVersions(node, 2);
    for (const v of [1n, 2n, 3n, 2n, 3n, 1n]) await versions.read(v);
    expect(asked).toEqual([1n, 2n, 3n, 1n]);
  });
});

/** A node whose byVersion answers only when the test settles the call. */
function heldNode() {
  const calls: { version: bigint; answer: () => void; fail: () => void }[] = [];
  const node = {
    byVersion: (version: bigint) =>
      new Promise<Committed | null>((resolve, reject) => {
        calls.push({
          version,
          answer: () =>
            resolve({ type: 'user_transaction', version: String(version) } as unknown as Committed),
          fail: () => reject(new Error(`all 1 provider(s) failed: version ${version}`)),
        });
      }),
  } as unknown as AptosNode;
  return { node, calls, asked: () => calls.map((c) => c.version) };
}

describe('CommittedVersions: reads in flight are shared', () => {
  it("a page asked while a warm-up's reads are in flight joins them: each version asked once", async () => {
    const { node, calls, asked } = heldNode();
    const versions = new CommittedVersions(node);
    const warming = versions.warm([3n, 2n, 1n]);
    const page = Promise.all([3n, 2n, 1n, 0n].map((v) => versions.read(v)));
    expect(asked()).toEqual([3n, 2n, 1n, 0n]);
    for (const c of calls) c.answer();
    await warming;
    const txs = await page;
    expect(txs.map((t) => t?.version)).toEqual(['3', '2', '1', '0']);
    // All kept: a refresh asks nothing.
    await Promise.all([3n, 2n, 1n, 0n].map((v) => versions.read(v)));
    expect(asked()).toEqual([3n, 2n, 1n, 0n]);
  });

  it('a warm-up skips kept and in-flight versions and never rejects; its failed read is re-read by the page that joined it', async () => {
    const { node, calls, asked } = heldNode();
    const versions = new CommittedVersions(node);
    const first = versions.warm([5n, 5n, 4n]);
    const again = versions.warm([5n, 4n]);
    expect(asked()).toEqual([5n, 4n]);
    const page = Promise.all([versions.read(5n), versions.read(4n), versions.read(4n)]);
    calls[0]!.answer();
    calls[1]!.fail();
    await expect(first).resolves.toBeUndefined();
    await expect(again).resolves.toBeUndefined();
    // Both readers of 4 wait on one new read, started by the page.
    await vi.waitFor(() => expect(asked()).toEqual([5n, 4n, 4n]));
    calls[2]!.answer();
    const txs = await page;
    expect(txs.map((t) => t?.version)).toEqual(['5', '4', '4']);
    expect(asked()).toEqual([5n, 4n, 4n]);
  });

  it("a page's own failed read is its error; a page that joined it reads again; nothing failed is kept", async () => {
    const { node, calls, asked } = heldNode();
    const versions = new CommittedVersions(node);
    const one = versions.read(8n);
    const two = versions.read(8n);
    calls[0]!.fail();
    await expect(one).rejects.toThrow(/provider\(s\) failed/);
    await vi.waitFor(() => expect(asked()).toEqual([8n, 8n]));
    // A third page joins the joiner's new read.
    const three = versions.read(8n);
    calls[1]!.answer();
    expect(await two).toMatchObject({ version: '8' });
    expect(await three).toMatchObject({ version: '8' });
    expect(asked()).toEqual([8n, 8n]);
  });
});
