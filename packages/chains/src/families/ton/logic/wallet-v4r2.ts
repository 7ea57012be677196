/**
 * The standard TON wallet v4r2 contract: its address is the hash of StateInit {code, data}, so a
 * public key maps to exactly one wallet address per workchain and wallet id.
 */
import { Address, beginCell, Cell, contractAddress } from '@ton/core';

/**
 * Wallet v4r2 code cell as a bag of cells, copied verbatim from ton-org/ton
 * src/wallets/v4/WalletContractV4.ts (the @ton/ton package). Its cell hash is the well-known
 * v4r2 code hash below (checked in the tests).
 */
const WALLET_V4R2_CODE_BOC =
  'te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAICQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQrb2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVA==';

/** Wallet v4r2 code hash as listed in the TON documentation ("wallet smart contracts"). */
export const WALLET_V4R2_CODE_HASH = 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0';

/** The standard subwallet id; wallets add the workchain to it (WalletContractV4.create). */
export const DEFAULT_WALLET_ID = 698983191;

export const BASECHAIN = 0;

let codeCell: Cell | undefined;

export function walletV4R2Code(): Cell {
  codeCell ??= Cell.fromBoc(Buffer.from(WALLET_V4R2_CODE_BOC, 'base64'))[0]!;
  return codeCell;
}

export interface WalletV4R2StateInit {
  code: Cell;
  data: Cell;
}

/** Initial data: seqno 0, wallet id, public key, empty plugin dictionary. */
export function walletV4R2StateInit(
  publicKey: Uint8Array,
  workchain = BASECHAIN,
  walletId = DEFAULT_WALLET_ID + workchain,
): WalletV4R2StateInit {
  const data = beginCell()
    .storeUint(0, 32)
    .storeUint(walletId, 32)
    .storeBuffer(Buffer.from(publicKey))
    .storeBit(0)
    .endCell();
  return { code: walletV4R2Code(), data };
}

export function walletV4R2Address(publicKey: Uint8Array, workchain = BASECHAIN): Address {
  return contractAddress(workchain, walletV4R2StateInit(publicKey, workchain));
}
