import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './counter-store';

describe('MemoryCounterStore', () => {
  it('counts within a window and starts again from zero when it ends', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.hit('a', 1, 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 15_000;
    expect(await store.hit('a', 5, 60_000)).toEqual({ count: 6, resetMs: 45_000 });
    expect(await store.hit('b', 1, 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 45_000;
    expect(await store.hit('a', 1, 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });

  it('gives back with a negative amount, but never into a window that has ended', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    await store.hit('a', 10, 1000);
    expect((await store.hit('a', -4, 1000)).count).toBe(6);
    now = 1000;
    expect(await store.hit('a', -6, 1000)).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit('a', 1, 1000)).count).toBe(1);
  });

  it('drops ended windows so addresses seen once do not stay in memory', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    for (let i = 0; i < 100; i++) await store.hit(`addr-${i}`, 1, 1000);
    expect(store.size).toBe(100);
    now = 120_000;
    await store.hit('late', 1, 1000);
    expect(store.size).toBe(1);
  });
});
