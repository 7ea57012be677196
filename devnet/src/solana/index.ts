/** The devnet's Solana chain: litesvm behind a local JSON-RPC endpoint (see server.ts). */
export {
  SOLANA_DEVNET_INFO_FILE,
  SOLANA_DEVNET_PORT,
  startSolanaDevnet,
  type SolanaDevnet,
  type SolanaDevnetOptions,
} from './server';
export { SolanaEmulator, type TxRecord } from './emulator';
export { associatedTokenAddress, type DevnetToken, type DevnetValidator, type Genesis } from './genesis';
export type { SolanaDevnetAccount } from './keys';
export { writeTestNft } from './nft';
