import type { HistoryRow } from '@kestrel/wallet';
import { describe, expect, it } from 'vitest';
import { visibleActivity, withFirstPage, withOlderPage, type CoinPages } from './activityPages';

/** A row of day `d` (November 2026), told apart by its url. */
const row = (id: string, d: number, status = 'SUCCESS'): HistoryRow => ({
  amount: '1',
  link: `${id}...`,
  url: `https://explorer.example/tx/${id}`,
  status,
  date: new Date(Date.UTC(2026, 10, d)).toISOString(),
  from: 'a',
  to: 'b',
  totalCourse: '0$',
});
const ids = (v: ReturnType<typeof visibleActivity>) =>
  v.rows.map((r) => `${r.coinId}:${r.row.link.slice(0, -3)}`);

describe('visibleActivity', () => {
  it('merges the coins newest first, open rows first; nothing more without cursors', () => {
    const pages = new Map<string, CoinPages>([
      ['eth', { first: [row('e2', 20), row('e1', 10)], older: [] }],
      ['sol', { first: [row('s9', 22, 'PENDING'), row('s1', 15)], older: [] }],
    ]);
    const v = visibleActivity(pages);
    expect(ids(v)).toEqual(['sol:s9', 'eth:e2', 'sol:s1', 'eth:e1']);
    expect(v.more).toBe(false);
  });

  it('holds back rows older than the oldest row of a coin that has more, until that coin is read further', () => {
    // ETH's first page reaches back to day 18 and has a cursor; SOL's whole history is read.
    let eth: CoinPages = withFirstPage(undefined, [row('e3', 21), row('e2', 18)], 'c1');
    const sol: CoinPages = withFirstPage(undefined, [row('s2', 19), row('s1', 5), row('s0', 1, 'QUEUE')]);
    let v = visibleActivity(
      new Map([
        ['eth', eth],
        ['sol', sol],
      ]),
    );
    // s1 (day 5) could have ETH rows between it and e2: not shown yet; the queued s0 is.
    expect(ids(v)).toEqual(['sol:s0', 'eth:e3', 'sol:s2', 'eth:e2']);
    expect(v.more).toBe(true);

    eth = withOlderPage(eth, [row('e1', 7), row('e2', 18)]);
    v = visibleActivity(
      new Map([
        ['eth', eth],
        ['sol', sol],
      ]),
    );
    // ETH is read to the end: everything shows, e2 once although the pages overlapped.
    expect(ids(v)).toEqual(['sol:s0', 'eth:e3', 'sol:s2', 'eth:e2', 'eth:e1', 'sol:s1']);
    expect(v.more).toBe(false);
  });

  it('a refresh replaces the first page and keeps the older pages and their cursor', () => {
    const read = withOlderPage(withFirstPage(undefined, [row('e2', 20)], 'c1'), [row('e1', 10)], 'c2');
    const again = withFirstPage(read, [row('e3', 25), row('e2', 20)], 'c1');
    expect(again).toEqual({ first: [row('e3', 25), row('e2', 20)], older: [row('e1', 10)], cursor: 'c2' });
    expect(withFirstPage(undefined, [row('e2', 20)])).toEqual({ first: [row('e2', 20)], older: [] });
  });
});
