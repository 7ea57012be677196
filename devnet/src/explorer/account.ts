/**
 * The explorer's account module in Etherscan's shape (docs.etherscan.io, "Accounts"): txlist
 * (normal transactions), tokentx (ERC-20 transfers), tokennfttx (ERC-721) and token1155tx
 * (ERC-1155), newest first, `page` / `offset` paging, optional `contractaddress`. The rows carry
 * the fields the wallet reads, named as Etherscan names them. Choice where a devnet differs: the
 * token lists carry no `confirmations` (blocks are mined only when transactions come, so a
 * count would leave every transfer short of the spec's 14 forever; listed transfers are mined).
 */
import type { ChainReader, RpcLog } from './chainReader';

/** keccak256 of the event signatures. */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
const TRANSFER_BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

export type AccountAction = 'txlist' | 'tokentx' | 'tokennfttx' | 'token1155tx';
export const ACCOUNT_ACTIONS: readonly AccountAction[] = ['txlist', 'tokentx', 'tokennfttx', 'token1155tx'];

export interface AccountQuery {
  action: AccountAction;
  address: string;
  contract?: string;
  page: number;
  offset: number;
  sort: 'asc' | 'desc';
}

type Row = Record<string, string> & { blockNumber: string; timeStamp: string; hash: string };

const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;
const addressOf = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();
const word = (data: string, i: number) => BigInt(`0x${data.slice(2 + i * 64, 2 + (i + 1) * 64) || '0'}`);
const dec = (hex: string) => BigInt(hex).toString();

async function txlist(reader: ChainReader, address: string, head: number, limit: number): Promise<Row[]> {
  const a = address.toLowerCase();
  const out: Row[] = [];
  for (let n = head; n >= 0 && out.length < limit; n--) {
    const b = await reader.block(n);
    for (const t of [...b.transactions].reverse()) {
      const to = (t.to ?? '').toLowerCase();
      if (t.from.toLowerCase() !== a && to !== a) continue;
      const r = await reader.receipt(t.hash);
      const bad = r?.status === '0x0';
      out.push({
        blockNumber: String(n),
        timeStamp: dec(b.timestamp),
        hash: t.hash,
        nonce: dec(t.nonce),
        blockHash: b.hash,
        from: t.from.toLowerCase(),
        to,
        value: dec(t.value),
        gas: dec(t.gas),
        gasPrice: dec(r?.effectiveGasPrice ?? t.gasPrice ?? '0x0'),
        gasUsed: dec(r?.gasUsed ?? '0x0'),
        isError: bad ? '1' : '0',
        txreceipt_status: bad ? '0' : '1',
        input: t.input,
        contractAddress: (r?.contractAddress ?? '').toLowerCase(),
        confirmations: String(head - n + 1),
      });
    }
  }
  return out;
}

/** The address's logs of one event, as sender (topic `fromAt`) and as receiver (topic `fromAt + 1`). */
async function eventLogs(
  reader: ChainReader,
  event: string,
  address: string,
  fromAt: number,
  contract?: string,
): Promise<RpcLog[]> {
  const me = topicOf(address);
  const at = (i: number) => [event, ...Array<null>(i - 1).fill(null), me];
  const filter = (topics: (string | null)[]) => ({ ...(contract ? { address: contract } : {}), topics });
  const [sent, received] = await Promise.all([
    reader.logs(filter(at(fromAt))),
    reader.logs(filter(at(fromAt + 1))),
  ]);
  const seen = new Set<string>();
  return [...sent, ...received].filter((l) => {
    const k = `${l.transactionHash}:${l.logIndex}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

async function tokenRows(reader: ChainReader, q: AccountQuery): Promise<Row[]> {
  const ev =
    q.action === 'token1155tx'
      ? [
          ...(await eventLogs(reader, TRANSFER_SINGLE, q.address, 2, q.contract)),
          ...(await eventLogs(reader, TRANSFER_BATCH, q.address, 2, q.contract)),
        ]
      : await eventLogs(reader, TRANSFER, q.address, 1, q.contract);
  const rows: Row[] = [];
  for (const l of ev) {
    // ERC-20 and ERC-721 share Transfer: ERC-721 indexes the token id as a fourth topic.
    if (q.action === 'tokentx' && l.topics.length !== 3) continue;
    if (q.action === 'tokennfttx' && l.topics.length !== 4) continue;
    const n = Number(BigInt(l.blockNumber));
    const [block, tx, meta] = await Promise.all([
      reader.block(n),
      reader.transaction(l.transactionHash),
      reader.token(l.address),
    ]);
    const base = {
      blockNumber: String(n),
      timeStamp: dec(block.timestamp),
      hash: l.transactionHash,
      nonce: tx ? dec(tx.nonce) : '',
      blockHash: block.hash,
      contractAddress: l.address.toLowerCase(),
      tokenName: meta.name,
      tokenSymbol: meta.symbol,
      logIndex: dec(l.logIndex),
    };
    if (q.action === 'tokentx')
      rows.push({
        ...base,
        from: addressOf(l.topics[1]!),
        to: addressOf(l.topics[2]!),
        value: word(l.data, 0).toString(),
        tokenDecimal: meta.decimals,
      });
    else if (q.action === 'tokennfttx')
      rows.push({
        ...base,
        from: addressOf(l.topics[1]!),
        to: addressOf(l.topics[2]!),
        tokenID: BigInt(l.topics[3]!).toString(),
        tokenDecimal: '0',
      });
    else {
      const from = addressOf(l.topics[2]!);
      const to = addressOf(l.topics[3]!);
      if (l.topics[0] === TRANSFER_SINGLE)
        rows.push({
          ...base,
          from,
          to,
          tokenID: word(l.data, 0).toString(),
          tokenValue: word(l.data, 1).toString(),
        });
      else {
        // TransferBatch(ids[], values[]): two dynamic arrays after their offsets.
        const idsAt = Number(word(l.data, 0)) / 32;
        const valuesAt = Number(word(l.data, 1)) / 32;
        const count = Number(word(l.data, idsAt));
        for (let i = 0; i < count; i++)
          rows.push({
            ...base,
            from,
            to,
            tokenID: word(l.data, idsAt + 1 + i).toString(),
            tokenValue: word(l.data, valuesAt + 1 + i).toString(),
          });
      }
    }
  }
  return rows.sort(
    (a, b) => Number(b.blockNumber) - Number(a.blockNumber) || Number(b.logIndex) - Number(a.logIndex),
  );
}

/** The rows of one page, newest first unless `sort` is asc. */
export async function accountRows(reader: ChainReader, q: AccountQuery): Promise<Row[]> {
  const head = await reader.head();
  const wanted = q.page * q.offset;
  const all =
    q.action === 'txlist'
      ? (await txlist(reader, q.address, head, q.sort === 'desc' ? wanted : Infinity)).filter(
          (r) => !q.contract || r.to === q.contract.toLowerCase(),
        )
      : await tokenRows(reader, q);
  const ordered = q.sort === 'asc' ? [...all].reverse() : all;
  return ordered.slice((q.page - 1) * q.offset, q.page * q.offset);
}
