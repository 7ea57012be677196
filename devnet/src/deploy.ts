/** Deploys the devnet's test contracts and installs the OP-stack gas price oracle stand-in. */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Abi,
  type Hex,
  type Transport,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import type { DevnetAccount } from './accounts';
import { ARTIFACTS } from './artifacts.generated';
import { SIMPLE_7702_ACCOUNT_ADDRESS, SIMPLE_7702_ACCOUNT_RUNTIME_CODE } from './evm/simple7702-account';

/** The OP-stack GasPriceOracle predeploy address (Optimism specs, "Predeploys"). */
export const GAS_PRICE_ORACLE_ADDRESS = '0x420000000000000000000000000000000000000F';

export interface DevnetContracts {
  /** ERC-20 "Kestrel Test Token" (KTT, 18 decimals). */
  erc20: Hex;
  /** ERC-20 "Test USD" (TUSD, 6 decimals). */
  erc20Usd: Hex;
  erc721: Hex;
  erc1155: Hex;
  batchDelegate: Hex;
  gasPriceOracle: Hex;
}

type ArtifactName = keyof typeof ARTIFACTS;

/** Deploys on the network behind `transport` (chain id `chainId`); the same addresses on every network. */
export async function deployContracts(
  transport: Transport,
  chainId: number,
  deployer: DevnetAccount,
  holders: DevnetAccount[],
): Promise<DevnetContracts> {
  const chain = defineChain({ ...hardhat, id: chainId });
  const publicClient = createPublicClient({ chain, transport });
  const wallet = createWalletClient({
    chain,
    transport,
    account: privateKeyToAccount(deployer.privateKey),
  });

  async function deploy(name: ArtifactName, args: unknown[] = []): Promise<Hex> {
    const a = ARTIFACTS[name];
    const hash = await wallet.deployContract({ abi: a.abi as Abi, bytecode: a.bytecode as Hex, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed`);
    return getAddress(receipt.contractAddress);
  }

  async function call(address: Hex, name: ArtifactName, functionName: string, args: unknown[]) {
    const hash = await wallet.writeContract({ address, abi: ARTIFACTS[name].abi as Abi, functionName, args });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  }

  const erc20 = await deploy('TestToken', ['Kestrel Test Token', 'KTT', 18]);
  const erc20Usd = await deploy('TestToken', ['Test USD', 'TUSD', 6]);
  const erc721 = await deploy('TestNFT');
  const erc1155 = await deploy('TestMultiToken');
  const batchDelegate = await deploy('BatchCallDelegate');
  await publicClient.request({
    method: 'hardhat_setCode' as 'eth_chainId',
    params: [GAS_PRICE_ORACLE_ADDRESS, ARTIFACTS.GasPriceOracleMock.deployedBytecode] as unknown as undefined,
  });
  // Mainnet's batch delegate, its exact code at its canonical address (evm/simple7702-account.ts).
  await publicClient.request({
    method: 'hardhat_setCode' as 'eth_chainId',
    params: [SIMPLE_7702_ACCOUNT_ADDRESS, SIMPLE_7702_ACCOUNT_RUNTIME_CODE] as unknown as undefined,
  });

  // Starting balances: every holder gets tokens, the first holder NFTs 1-5 and 100 of ERC-1155 id 1.
  for (const h of holders) {
    await call(erc20, 'TestToken', 'mint', [h.address, 1_000_000n * 10n ** 18n]);
    await call(erc20Usd, 'TestToken', 'mint', [h.address, 1_000_000n * 10n ** 6n]);
  }
  const first = holders[0];
  if (first) {
    for (let id = 1n; id <= 5n; id++) await call(erc721, 'TestNFT', 'mint', [first.address, id]);
    await call(erc1155, 'TestMultiToken', 'mint', [first.address, 1n, 100n]);
  }
  return { erc20, erc20Usd, erc721, erc1155, batchDelegate, gasPriceOracle: GAS_PRICE_ORACLE_ADDRESS as Hex };
}
