import { createPublicClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPTIMISM_CONTRACTS, type OptimismLikeChain, startOptimismLikeChain } from './optimismLike.ts'

// The Optimism-like chain the Optimism add flow is to be driven on: chain 10, the v3 factory and position manager
// at the addresses the app reads there (deployed as in public, so the factory's own address checks hold), the
// multicall and WETH with their code, and account 0's two tokens.
describe('an Optimism-like chain', () => {
  let chain: OptimismLikeChain
  beforeAll(async () => {
    chain = await startOptimismLikeChain()
  }, 120_000)
  afterAll(async () => {
    await chain?.stop()
  })

  it('has the v3 contracts where the app reads them on chain 10, and creates a pool there', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    expect(await client.getChainId()).toBe(10)
    const managerAbi = parseAbi([
      'function factory() view returns (address)',
      'function WETH9() view returns (address)',
      'function createAndInitializePoolIfNecessary(address, address, uint24, uint160) payable returns (address)',
    ])
    const manager = OPTIMISM_CONTRACTS.nonfungiblePositionManager
    expect(await client.readContract({ address: manager, abi: managerAbi, functionName: 'factory' })).toBe(
      OPTIMISM_CONTRACTS.v3Factory,
    )
    expect(await client.readContract({ address: manager, abi: managerAbi, functionName: 'WETH9' })).toBe(
      OPTIMISM_CONTRACTS.weth,
    )
    expect((await client.getCode({ address: OPTIMISM_CONTRACTS.multicall }))?.length).toBeGreaterThan(2)
    const { dai, wbtc } = chain.tokens
    const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(
      await client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [account0] }),
    ).toBe(parseUnits('1000000', 18))
    // The factory creates from its own address (its no-delegate-call check passes): a pool exists afterwards.
    const [token0, token1] = dai.toLowerCase() < wbtc.toLowerCase() ? [dai, wbtc] : [wbtc, dai]
    const { result: pool } = await client.simulateContract({
      address: manager,
      abi: managerAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, 3000, 2n ** 96n],
      account: account0,
    })
    expect(pool).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(pool).not.toBe('0x0000000000000000000000000000000000000000')
  })
})
