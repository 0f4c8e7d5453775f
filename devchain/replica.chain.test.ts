import { Token } from '@uniswap/sdk-core'
import { computePairAddress } from '@uniswap/v2-sdk'
import { computePoolAddress, type FeeAmount } from '@uniswap/v3-sdk'
import {
  type Address,
  createPublicClient,
  encodePacked,
  getCreate2Address,
  http,
  keccak256,
  parseAbi,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { MAINNET_PLAN, MAINNET_STAKING } from './build/mainnetPlan.ts'
import { placeAt } from './build/place.ts'
import { rpc } from './rpc.ts'

// The mainnet replica (`npm run devchain -- --replica mainnet`): chain id 1 with every contract the app uses on
// mainnet at its canonical address, seeded like the devchain. Pair and pool addresses are not placed: they follow
// from the factories' addresses by CREATE2, as on mainnet.
const rpcUrl = inject('replicaRpcUrl')
const deployment = inject('replicaDeployment')
const client = createPublicClient({ transport: http(rpcUrl) })

const SUSHI_PAIR_INIT_CODE_HASH = '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303'
const factoryAbi = parseAbi([
  'function pairCodeHash() view returns (bytes32)',
  'function getPair(address, address) view returns (address)',
])

const token = (address: Address): Token => {
  const entry = Object.values(deployment.tokens).find((t) => t.address === address)
  if (!entry) throw new Error(`unknown token ${address}`)
  return new Token(1, address, entry.decimals, entry.symbol)
}

describe('the mainnet replica', () => {
  it('is chain 1, and every planned contract holds code at its mainnet address', async () => {
    expect(deployment.chainId).toBe(1)
    expect(deployment.replica).toBe('mainnet')
    expect(await client.getChainId()).toBe(1)
    const named: Record<string, Address> = {
      ...deployment.contracts,
      WETH9: deployment.tokens.WETH.address,
      DAI: deployment.tokens.DAI.address,
      USDC: deployment.tokens.USDC.address,
      USDT: deployment.tokens.USDT.address,
      WBTC: deployment.tokens.WBTC.address,
      MKR: deployment.tokens.MKR.address,
      ...Object.fromEntries(
        deployment.staking.map((s) => [`StakingRewards WETH/${s.pair.replace(/\/?WETH\/?/, '')}`, s.address]),
      ),
    }
    for (const [label, { address }] of Object.entries(MAINNET_PLAN)) {
      expect(named[label], label).toBe(address)
      expect((await client.getCode({ address }))?.length ?? 0, label).toBeGreaterThan(2)
    }
    // facts §6: the four pools the app stakes in on mainnet.
    expect(deployment.staking.map((s) => s.address).sort()).toEqual(Object.values(MAINNET_STAKING).sort())
  })

  it("puts every v2 pair and v3 pool where the SDKs compute them from mainnet's factories", async () => {
    for (const pair of deployment.pools.v2) {
      const computed = computePairAddress({
        factoryAddress: deployment.contracts.UniswapV2Factory,
        tokenA: token(pair.token0),
        tokenB: token(pair.token1),
      })
      expect(pair.address, pair.pair).toBe(computed)
    }
    for (const pool of deployment.pools.v3) {
      const computed = computePoolAddress({
        factoryAddress: deployment.contracts.UniswapV3Factory,
        tokenA: token(pool.token0),
        tokenB: token(pool.token1),
        fee: pool.fee as FeeAmount,
      })
      expect(pool.address, `${pool.pair} ${pool.fee}`).toBe(computed)
    }
    // A few of mainnet's own: v2 DAI/WETH, USDC/WETH and DAI/USDC; v3 USDC/WETH 0.05 % and DAI/WETH 0.3 %.
    const v2 = deployment.pools.v2.map((p) => p.address)
    expect(v2).toEqual(
      expect.arrayContaining([
        '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11',
        '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
        '0xAE461cA67B15dc8dc81CE7615e0320dA1A9aB8D5',
      ]),
    )
    const v3 = deployment.pools.v3.map((p) => p.address)
    expect(v3).toEqual(
      expect.arrayContaining([
        '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
        '0xC2e9F25Be6257c210d7Adf0D4Cd6E3E881ba25f8',
      ]),
    )
    expect(deployment.fixtures.stakedPair).toBe('0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11')
  })

  it("runs SushiSwap's own pair code: its init code hash is the one its pairs are found by", async () => {
    const factory = deployment.contracts.ForkV2Factory
    expect(
      await client.readContract({ address: factory, abi: factoryAbi, functionName: 'pairCodeHash' }),
    ).toBe(SUSHI_PAIR_INIT_CODE_HASH)
    const [pair] = deployment.pools.forkV2
    if (!pair) throw new Error('no fork pair')
    const computed = getCreate2Address({
      from: factory,
      salt: keccak256(encodePacked(['address', 'address'], [pair.token0, pair.token1])),
      bytecodeHash: SUSHI_PAIR_INIT_CODE_HASH,
    })
    expect(pair.address).toBe(computed)
    // SushiSwap's DAI/WETH pair on mainnet.
    expect(pair.address).toBe('0xC3D03e4F041Fd4cD388c549Ee2A29a9E5075882f')
    expect(
      await client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [pair.token0, pair.token1],
      }),
    ).toBe(pair.address)
  })

  it("numbers proposals as mainnet's governors do: 1–4, 1–3, and the third from 9", () => {
    const ids = (index: number) =>
      deployment.proposals
        .filter((p) => p.governorIndex === index)
        .map((p) => p.id)
        .sort((a, b) => a - b)
    expect(ids(0)).toEqual([1, 2, 3, 4])
    expect(ids(1)).toEqual([1, 2, 3])
    expect(ids(2)).toEqual([9, 10, 11])
    expect(deployment.proposals.find((p) => p.state === 'active')?.governorIndex).toBe(2)
  })

  it('placing refuses a target that already holds code and a source that holds none', async () => {
    const chain = { request: (method: string, params?: unknown[]) => rpc(rpcUrl, method, params) }
    const { DAI, USDC } = deployment.tokens
    await expect(placeAt(chain, DAI.address, USDC.address)).rejects.toThrow('already holds code')
    await expect(
      placeAt(
        chain,
        '0x00000000000000000000000000000000000000A1',
        '0x00000000000000000000000000000000000000B2',
      ),
    ).rejects.toThrow('no contract')
  })
})
