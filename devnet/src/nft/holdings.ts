/**
 * Who holds which NFT on one devnet chain, read from its logs: ERC-721 Transfer (four topics; an
 * ERC-20 Transfer has three) and ERC-1155 TransferSingle / TransferBatch. Every contract on the
 * chain counts, so an NFT a person mints on a contract of their own shows too.
 */
import type { RpcLog } from '../explorer/chainReader';

export const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
export const TRANSFER_BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';

export interface Holding {
  contract: string;
  tokenId: bigint;
  tokenType: 'ERC721' | 'ERC1155';
  balance: bigint;
}

const ZERO = `0x${'0'.repeat(40)}`;
const word = (data: string, i: number) => BigInt(`0x${data.slice(2 + i * 64, 2 + (i + 1) * 64) || '0'}`);
const topicAddress = (t: string | undefined) => `0x${(t ?? '').slice(-40)}`.toLowerCase();

/** The uint256[] at byte offset `offset` of ABI data. */
function uintArray(data: string, offset: bigint): bigint[] {
  const at = Number(offset / 32n);
  const n = Number(word(data, at));
  return Array.from({ length: n }, (_, i) => word(data, at + 1 + i));
}

/** Holdings of `owner` after `logs` (in chain order), sorted by contract then token id. */
export function holdingsOf(logs: readonly RpcLog[], owner: string): Holding[] {
  const me = owner.toLowerCase();
  const erc721 = new Map<string, { contract: string; tokenId: bigint; to: string }>();
  const erc1155 = new Map<string, Holding>();
  const move = (contract: string, from: string, to: string, id: bigint, value: bigint) => {
    if (from !== me && to !== me) return;
    const key = `${contract}:${id}`;
    const h = erc1155.get(key) ?? { contract, tokenId: id, tokenType: 'ERC1155' as const, balance: 0n };
    if (from === me && from !== ZERO) h.balance -= value;
    if (to === me) h.balance += value;
    erc1155.set(key, h);
  };
  for (const log of logs) {
    const contract = log.address.toLowerCase();
    const [topic, , b, c] = log.topics;
    if (topic === TRANSFER && log.topics.length === 4) {
      const tokenId = BigInt(c!);
      erc721.set(`${contract}:${tokenId}`, { contract, tokenId, to: topicAddress(b) });
    } else if (topic === TRANSFER_SINGLE) {
      move(contract, topicAddress(b), topicAddress(c), word(log.data, 0), word(log.data, 1));
    } else if (topic === TRANSFER_BATCH) {
      const ids = uintArray(log.data, word(log.data, 0));
      const values = uintArray(log.data, word(log.data, 1));
      ids.forEach((id, i) => move(contract, topicAddress(b), topicAddress(c), id, values[i] ?? 0n));
    }
  }
  const held: Holding[] = [
    ...[...erc721.values()]
      .filter((t) => t.to === me)
      .map((t) => ({ contract: t.contract, tokenId: t.tokenId, tokenType: 'ERC721' as const, balance: 1n })),
    ...[...erc1155.values()].filter((h) => h.balance > 0n),
  ];
  return held.sort((x, y) =>
    x.contract === y.contract ? (x.tokenId < y.tokenId ? -1 : 1) : x.contract < y.contract ? -1 : 1,
  );
}
