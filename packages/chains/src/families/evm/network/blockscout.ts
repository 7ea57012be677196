/**
 * Blockscout-style explorers (polygon, ink): the etherscan-compatible GET /api for history, and
 * POST /api/eth-rpc with a JSON-RPC eth_gasPrice call for gas (Blockscout "ETH RPC API" docs).
 */
import { z } from 'zod';
import type { HttpOptions } from '../../../net/http';
import { jsonRpc } from '../../../net/jsonrpc';
import { etherscanHistory } from './etherscan';
import type { ExplorerHttp, ExplorerQuery, ExplorerTx } from './explorer-types';

export function blockscoutHistory(base: string, q: ExplorerQuery, h: ExplorerHttp): Promise<ExplorerTx[]> {
  return etherscanHistory(`${base.replace(/\/$/, '')}/api`, q, h);
}

export async function blockscoutGasPrice(base: string, h: HttpOptions): Promise<bigint> {
  const hex = await jsonRpc(
    `${base.replace(/\/$/, '')}/api/eth-rpc`,
    'eth_gasPrice',
    [],
    z.string().regex(/^0x[0-9a-fA-F]+$/),
    h,
  );
  return BigInt(hex);
}
