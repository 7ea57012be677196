/**
 * The devnet NFT index's mint helper (POST /{chain_name}/mint), so a person can get a test NFT on
 * the devnet without a tool: the chain's first Hardhat account (unlocked by the node) calls the
 * devnet's test ERC-721 `mint(to, id)` with the next free id, or the test ERC-1155 `mint(to, id,
 * amount)`. Devnet only: the index serves nothing else that writes.
 */
import { encodeFunctionData, parseAbi, type Hex } from 'viem';
import type { ChainReader } from '../explorer/chainReader';
import { TRANSFER } from './holdings';

const abi = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function mint(address to, uint256 id, uint256 amount)',
]);

export interface MintContracts {
  erc721: string;
  erc1155: string;
  /** The account that sends the mint (Hardhat's account #0, unlocked on the devnet). */
  minter: string;
}

export interface MintRequest {
  to: string;
  standard: 'ERC721' | 'ERC1155';
  tokenId?: bigint;
  amount: bigint;
}

/** Checks a request body; a string names what is wrong. */
export function mintRequest(body: unknown): MintRequest | string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof b.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(b.to)) return 'to is not an EVM address';
  const standard = b.standard ?? 'ERC721';
  if (standard !== 'ERC721' && standard !== 'ERC1155') return 'standard is ERC721 or ERC1155';
  const whole = (v: unknown) =>
    (typeof v === 'string' || typeof v === 'number') && /^\d{1,30}$/.test(String(v));
  if (b.tokenId !== undefined && !whole(b.tokenId)) return 'tokenId is a whole number';
  if (b.amount !== undefined && (!whole(b.amount) || BigInt(String(b.amount)) === 0n))
    return 'amount is a whole number above 0';
  return {
    to: b.to,
    standard,
    ...(b.tokenId !== undefined ? { tokenId: BigInt(String(b.tokenId)) } : {}),
    amount: standard === 'ERC721' ? 1n : BigInt(String(b.amount ?? 1)),
  };
}

/** Sends the mint and waits for it to be mined; answers what was minted. */
export async function mint(reader: ChainReader, c: MintContracts, r: MintRequest) {
  let tokenId = r.tokenId;
  if (tokenId === undefined) {
    if (r.standard === 'ERC1155') tokenId = 1n;
    else {
      const logs = await reader.logs({ address: c.erc721, topics: [TRANSFER] });
      tokenId =
        logs.reduce((max, l) => (BigInt(l.topics[3] ?? '0x0') > max ? BigInt(l.topics[3]!) : max), 0n) + 1n;
    }
  }
  const to = r.to as Hex;
  const data =
    r.standard === 'ERC721'
      ? encodeFunctionData({ abi, functionName: 'mint', args: [to, tokenId] })
      : encodeFunctionData({ abi, functionName: 'mint', args: [to, tokenId, r.amount] });
  const contract = r.standard === 'ERC721' ? c.erc721 : c.erc1155;
  const hash = await reader.rpc<string>('eth_sendTransaction', [{ from: c.minter, to: contract, data }]);
  for (let i = 0; i < 100; i++) {
    const receipt = await reader.rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error('the mint was reverted');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    hash,
    contract: contract.toLowerCase(),
    standard: r.standard,
    tokenId: tokenId.toString(),
    amount: r.amount.toString(),
  };
}
