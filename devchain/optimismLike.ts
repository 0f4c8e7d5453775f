// A chain that looks like Optimism to the app (chain id 10, the v3 factory, position manager, interface
// multicall and WETH where facts §4 and the app put them), for the one flow that differs there: a new pool is
// created in its own transaction before liquidity is added (spec 2 §4). The factory and the position manager are
// deployed the way they were in public: by their deployer's address at its nonces 0 and 8 (anvil impersonates
// it), so the factory's own checks of its address hold; the multicall and WETH, which keep nothing of their
// address, have their code set there. Two plain tokens held by account 0 make the pair.
import { type Address, encodeFunctionData, getAddress, type Hex, parseAbi, parseUnits, toHex } from 'viem'
import { findFreePort, startAnvil } from './anvil.ts'
import { loadArtifact } from './build/artifacts.ts'
import { devAccounts } from './build/build.ts'
import { BuildChain } from './build/chain.ts'
import { compileDevContracts } from './build/compile.ts'
import { DEFAULT_HOST } from './constants.ts'

export const OPTIMISM_CHAIN_ID = 10
/** Who deployed Uniswap v3 (the same addresses on Ethereum and Optimism). */
const V3_DEPLOYER: Address = '0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9'
const FACTORY_NONCE = 0
const POSITION_MANAGER_NONCE = 8
/** Facts §4: the addresses the app reads on Optimism. */
export const OPTIMISM_CONTRACTS = {
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  nonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  multicall: '0x1F98415757620B543A52E61c46B32eB19261F984',
  weth: '0x4200000000000000000000000000000000000006',
} as const satisfies Record<string, Address>

export type OptimismLikeChain = {
  rpcUrl: string
  /** DAI (18 decimals) and WBTC (8), with no pool yet: account 0 holds 1,000,000 DAI and 100 WBTC. */
  tokens: { dai: Address; wbtc: Address }
  stop(): Promise<void>
}

async function deployAs(
  chain: BuildChain,
  from: Address,
  nonce: number,
  name: 'UniswapV3Factory' | 'NonfungiblePositionManager',
  args: readonly unknown[],
  expected: Address,
): Promise<void> {
  await chain.request('anvil_setNonce', [from, toHex(nonce)])
  const artifact = loadArtifact(name)
  const address = await chain.deploy(from, name, artifact.abi, artifact.bytecode, args)
  if (address !== getAddress(expected)) throw new Error(`${name} landed at ${address}, not ${expected}`)
}

/** Deploys `name` anywhere, then puts its code at `target` (for contracts whose address is no part of them). */
async function codeAt(
  chain: BuildChain,
  from: Address,
  name: 'WETH9' | 'UniswapInterfaceMulticall',
  target: Address,
) {
  const artifact = loadArtifact(name)
  const deployed = await chain.deploy(from, name, artifact.abi, artifact.bytecode)
  const code = (await chain.request('eth_getCode', [deployed, 'latest'])) as Hex
  await chain.request('anvil_setCode', [target, code])
}

export async function startOptimismLikeChain(): Promise<OptimismLikeChain> {
  const anvil = await startAnvil({
    port: await findFreePort(),
    host: DEFAULT_HOST,
    chainId: OPTIMISM_CHAIN_ID,
  })
  try {
    const chain = new BuildChain(anvil.rpcUrl)
    const [account0] = devAccounts().map((a) => a.address as Address)
    if (!account0) throw new Error('No dev account')
    await chain.request('anvil_impersonateAccount', [V3_DEPLOYER])
    await chain.request('anvil_setBalance', [V3_DEPLOYER, toHex(10n ** 20n)])
    await deployAs(chain, V3_DEPLOYER, FACTORY_NONCE, 'UniswapV3Factory', [], OPTIMISM_CONTRACTS.v3Factory)
    // The position manager's descriptor is only read for token URIs, which this chain's tests do not show.
    await deployAs(
      chain,
      V3_DEPLOYER,
      POSITION_MANAGER_NONCE,
      'NonfungiblePositionManager',
      [OPTIMISM_CONTRACTS.v3Factory, OPTIMISM_CONTRACTS.weth, V3_DEPLOYER],
      OPTIMISM_CONTRACTS.nonfungiblePositionManager,
    )
    await codeAt(chain, account0, 'WETH9', OPTIMISM_CONTRACTS.weth)
    await codeAt(chain, account0, 'UniswapInterfaceMulticall', OPTIMISM_CONTRACTS.multicall)
    const compiled = await compileDevContracts()
    const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])
    const token = async (name: 'DevDai' | 'DevWbtc', amount: bigint): Promise<Address> => {
      const contract = compiled[name]
      if (!contract) throw new Error(`${name} is missing from the compiler output`)
      const address = await chain.deploy(account0, name, contract.abi, contract.bytecode)
      const data = encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [account0, amount] })
      await chain.send(account0, { to: address, data }, `mint ${name}`)
      return address
    }
    const dai = await token('DevDai', parseUnits('1000000', 18))
    const wbtc = await token('DevWbtc', parseUnits('100', 8))
    return { rpcUrl: anvil.rpcUrl, tokens: { dai, wbtc }, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
