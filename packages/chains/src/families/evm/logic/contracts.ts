/** ABIs of the standard contracts the EVM adapter talks to (ERC-20, ERC-721, ERC-1155, OP oracle). */
import { parseAbi } from 'viem';

export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

export const erc721Abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
]);

export const erc1155Abi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

/** OP-stack GasPriceOracle predeploy (Optimism specs, "Predeploys"). */
export const gasPriceOracleAbi = parseAbi(['function getL1Fee(bytes data) view returns (uint256)']);

/** The batch-call delegate run through EIP-7702 (devnet/contracts/BatchCallDelegate.sol). */
export const batchDelegateAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function execute(Call[] calls) payable',
]);

/**
 * Simple7702Account's batch entry (eth-infinitism account-abstraction v0.8 BaseAccount): the
 * same (address, uint256, bytes)[] calls as BatchCallDelegate, under another name.
 */
export const executeBatchAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
]);
