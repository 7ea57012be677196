/**
 * THORChain's history pages (issue #17 item 2). The node's tx search is asked twice, as sender and
 * as recipient (spec §7: limit 20, action send), and the two are merged newest first. A plain page
 * number would skip rows, so the cursor is composite: each search's page to read next (0 once it
 * is exhausted) and where the shown list stopped (the lowest height shown and the hashes shown at
 * it). A search whose page came back full may hold more rows below its last one, so rows of the
 * other search below that height wait for the next page instead of showing out of order.
 */
import { base64urlnopad } from '@scure/base';
import { z } from 'zod';
import type { TxResponse } from '../network/schemas';
import type { CosmosContext } from './context';
import { HISTORY_PAGE } from './rules';

export interface ThorCursor {
  /** The sender search's page to read next (1-based), 0 when it has nothing more. */
  s: number;
  /** The recipient search's page to read next, 0 when it has nothing more. */
  r: number;
  /** The lowest height shown so far. */
  h: string;
  /** The hashes shown at that height (a block may hold more of the address's transactions). */
  x: string[];
}

const cursorShape = z.strictObject({
  s: z.number().int().min(0).max(100_000),
  r: z.number().int().min(0).max(100_000),
  h: z.string().regex(/^\d{1,20}$/),
  x: z
    .array(z.string().regex(/^[0-9A-F]{64}$/))
    .min(1)
    .max(200),
});

export const encodeThorCursor = (c: ThorCursor) =>
  base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(c)));

/** The cursor, or null when it is not one this module wrote. */
export function decodeThorCursor(cursor: string): ThorCursor | null {
  if (cursor.length > 20_000 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(new TextDecoder().decode(base64urlnopad.decode(cursor))));
    return parsed.success && (parsed.data.s > 0 || parsed.data.r > 0) ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The bank send's message.action on THORChain. */
const ACTION = 'send';

/** One search's pages read for this page: `first` is the first of them (1-based), 0 when exhausted. */
interface Side {
  query: string;
  first: number;
  pages: TxResponse[][];
}

const key = (tx: TxResponse) => tx.txhash.toUpperCase();
const full = (side: Side) => side.first > 0 && (side.pages.at(-1)?.length ?? 0) >= HISTORY_PAGE;
/** The lowest height of a full side's last page: below it the search may hold unread rows. */
const floorOf = (side: Side) =>
  full(side)
    ? side.pages
        .at(-1)!
        .map((tx) => BigInt(tx.height))
        .reduce((a, b) => (b < a ? b : a))
    : undefined;

/** A page of transactions, newest first (height, then hash), and the cursor of the next. */
export async function thorTxs(
  ctx: CosmosContext,
  owner: string,
  cursor?: ThorCursor,
): Promise<{ txs: { tx: TxResponse; date: string }[]; next?: ThorCursor }> {
  const h = cursor ? BigInt(cursor.h) : undefined;
  const seenAtH = new Set(cursor?.x);
  const shown = (tx: TxResponse) =>
    h !== undefined && (BigInt(tx.height) > h || (BigInt(tx.height) === h && seenAtH.has(key(tx))));
  const readNext = async (side: Side) => {
    side.pages.push(await ctx.lcd.search(side.query, HISTORY_PAGE, side.first + side.pages.length));
  };
  const sides: Side[] = [
    { query: `message.sender='${owner}' AND message.action='${ACTION}'`, first: cursor?.s ?? 1, pages: [] },
    {
      query: `transfer.recipient='${owner}' AND message.action='${ACTION}'`,
      first: cursor?.r ?? 1,
      pages: [],
    },
  ];
  await Promise.all(sides.filter((side) => side.first > 0).map(readNext));
  let ready: TxResponse[] = [];
  // A full search's unread rows may stand between the others': older rows wait, unless reading that
  // search's next page (at most two more reads) fills this page.
  for (let extra = 0; ; extra++) {
    const floors = sides.map(floorOf);
    const floor = floors.reduce<bigint | undefined>(
      (a, b) => (b === undefined ? a : a === undefined || b > a ? b : a),
      undefined,
    );
    const byHash = new Map<string, TxResponse>();
    for (const tx of sides.flatMap((side) => side.pages.flat())) if (!shown(tx)) byHash.set(key(tx), tx);
    const all = [...byHash.values()].sort(
      (a, b) => Number(BigInt(b.height) - BigInt(a.height)) || (key(a) < key(b) ? 1 : -1),
    );
    ready = all.filter((tx) => floor === undefined || BigInt(tx.height) >= floor).slice(0, HISTORY_PAGE);
    if (ready.length >= HISTORY_PAGE || floor === undefined || extra === 2) break;
    await readNext(sides[floors.indexOf(floor)]!);
  }
  const last = ready[ready.length - 1];
  if (!last) return { txs: [] };
  const lowest = BigInt(last.height);
  // The hashes shown at the new lowest height: this page's, and the earlier pages' when it is the same.
  const x = new Set(lowest === h ? seenAtH : []);
  for (const tx of ready) if (BigInt(tx.height) === lowest) x.add(key(tx));
  const nowShown = (tx: TxResponse) =>
    shown(tx) || BigInt(tx.height) > lowest || (BigInt(tx.height) === lowest && x.has(key(tx)));
  // A search's next page: the first read one that still holds a row not shown; past them all when
  // the last was full; 0 (exhausted) otherwise.
  const nextPage = (side: Side) => {
    if (side.first === 0) return 0;
    const open = side.pages.findIndex((p) => p.some((tx) => !nowShown(tx)));
    return open >= 0 ? side.first + open : full(side) ? side.first + side.pages.length : 0;
  };
  const [s, r] = sides.map(nextPage) as [number, number];
  const txs = ready.map((tx) => ({ tx, date: tx.timestamp ?? '' }));
  return { txs, ...(s > 0 || r > 0 ? { next: { s, r, h: lowest.toString(), x: [...x] } } : {}) };
}
