export * from './types';
export * from './path';
export * from './mnemonic';
export { deriveSecp256k1 } from './secp256k1';
export { deriveEd25519 } from './ed25519';
export { addressDependsOnNetwork, pathOnNetwork } from './network-path';
