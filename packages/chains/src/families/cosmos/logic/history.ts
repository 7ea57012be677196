/**
 * History rows (spec §3), newest first, 20 (spec §7, §9): Cosmos from Mintscan's
 * /v1/cosmos/accounts/{addr}/transactions take 20; THORChain from the node's tx search, page 1 of
 * 20, once as sender and once as recipient, action send. A row per transaction that sends the
 * chain's coin to or from the address; status SUCCESS (code 0) or FAIL. A failed read gives an
 * empty page with `error` (spec §8 fallback). On the Hub a full Mintscan page carries its
 * pagination.searchAfter as the cursor of the next; THORChain's two merged searches carry a
 * composite cursor (./thorHistory).
 */
import type { HistoryRow, Page } from '../../../adapter-types';
import { sendMsg, type TxResponse } from '../network/schemas';
import { checkAddress } from './balance';
import type { CosmosContext } from './context';
import { HISTORY_PAGE } from './rules';
import { decodeThorCursor, encodeThorCursor, thorTxs, type ThorCursor } from './thorHistory';

export function rowOf(ctx: CosmosContext, tx: TxResponse, owner: string, date: string): HistoryRow | null {
  for (const m of tx.tx?.body.messages ?? []) {
    const msg = sendMsg.safeParse(m);
    if (!msg.success) continue;
    const { from_address: from, to_address: to, amount } = msg.data;
    if (from !== owner && to !== owner) continue;
    const coin = amount.find((c) => c.denom === ctx.denom);
    if (!coin) continue;
    const hash = tx.txhash.toUpperCase();
    return {
      amount: BigInt(coin.amount).toString(),
      link: `${hash.slice(0, 13)}...`,
      url: ctx.explorerTxUrl(hash),
      status: tx.code === 0 ? 'SUCCESS' : 'FAIL',
      date: new Date(date).toISOString(),
      from,
      to,
      totalCourse: '0$',
    };
  }
  return null;
}

/** The bank send's message.action: THORChain's own "send", the SDK's type URL on the Hub. */
const ACTION = { thorchain: 'send', cosmos: '/cosmos.bank.v1beta1.MsgSend' } as const;

async function searchTxs(ctx: CosmosContext, owner: string) {
  const action = ACTION[ctx.chainName];
  const [sent, received] = await Promise.all([
    ctx.lcd.search(`message.sender='${owner}' AND message.action='${action}'`, HISTORY_PAGE),
    ctx.lcd.search(`transfer.recipient='${owner}' AND message.action='${action}'`, HISTORY_PAGE),
  ]);
  const byHash = new Map<string, TxResponse>();
  for (const tx of [...sent, ...received]) byHash.set(tx.txhash.toUpperCase(), tx);
  return [...byHash.values()]
    .sort((a, b) => Number(BigInt(b.height) - BigInt(a.height)))
    .map((tx) => ({ tx, date: tx.timestamp ?? '' }));
}

async function cosmosTxs(ctx: CosmosContext, owner: string, cursor?: string) {
  try {
    const { transactions, next } = await ctx.indexer.mintscan(owner, HISTORY_PAGE, cursor);
    const txs = transactions.map((t) => ({ tx: t.data, date: t.data.timestamp ?? t.header.timestamp }));
    return { txs, next: transactions.length >= HISTORY_PAGE ? next : undefined };
  } catch (e) {
    // The node's own search is the next provider (first page only); when it fails too, Mintscan's fault is told.
    if (cursor !== undefined) throw e;
    const txs = await searchTxs(ctx, owner).catch(() => {
      throw e;
    });
    return { txs };
  }
}

export async function getHistory(
  ctx: CosmosContext,
  address: string,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(ctx, address, 'Invalid address');
  const thor = ctx.chainName === 'thorchain';
  const thorCursor: ThorCursor | null | undefined =
    thor && cursor !== undefined ? decodeThorCursor(cursor) : undefined;
  if (cursor !== undefined && (thor ? thorCursor === null : !/^[\w|:.-]{1,100}$/.test(cursor)))
    return { items: [], error: 'Invalid history cursor' };
  try {
    const { txs, next } = thor
      ? await thorTxs(ctx, owner, thorCursor ?? undefined).then((p) => ({
          txs: p.txs,
          next: p.next ? encodeThorCursor(p.next) : undefined,
        }))
      : await cosmosTxs(ctx, owner, cursor);
    const items: HistoryRow[] = [];
    for (const { tx, date } of txs) {
      const row = Number.isNaN(Date.parse(date)) ? null : rowOf(ctx, tx, owner, date);
      if (row && items.length < HISTORY_PAGE) items.push(row);
    }
    return { items, ...(next ? { cursor: next } : {}) };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
