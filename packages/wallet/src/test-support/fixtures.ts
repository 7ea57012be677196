/** Test helpers: a fast KDF policy (production default is 600,000 iterations) and published phrases. */
import type { KdfPolicy } from '../vault/kdf';

export const FAST_KDF: KdfPolicy = { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000 };
export const PASSWORD = 'correct horse battery';

/** BIP-39 test vector phrase (trezor/python-mnemonic vectors.json, entropy 00…00). */
export const ABANDON_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/**
 * Addresses of ABANDON_PHRASE. Bitcoin: BIP-84 test vector (bips/bip-0084.mediawiki, also
 * /work/shared/vectors/bip84_49_86.json). Ethereum m/44'/60'/0'/0/0: the well-known vector used
 * in ethers.js and MetaMask tests. Tron m/44'/195'/0'/0/0: as published by TronLink / Trust Wallet.
 */
export const ABANDON_ETH = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
export const ABANDON_BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** Hardhat/Anvil default account #0 (published in Hardhat docs): key and address. */
export const HARDHAT_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const HARDHAT_ADDR_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
