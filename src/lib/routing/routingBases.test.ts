import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import type { WrappedNative } from '../sdk/sdkCurrency.ts'
import { tokenCombinations } from './candidates.ts'
import { type LocalRoutingTokens, routingConfigOf, usdStablecoinOf } from './routingBases.ts'

const wrappedAt = (address: `0x${string}`): WrappedNative => ({
  address,
  decimals: 18,
  symbol: 'WETH',
  name: 'Wrapped Ether',
})
const WETH_1 = wrappedAt('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
const WETH_10 = wrappedAt('0x4200000000000000000000000000000000000006')
const WETH_42161 = wrappedAt('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1')
const WETH_5 = wrappedAt('0xB4FBF271143F4FBf7B91A5ded31805e42b2208d6')

const MAINNET = {
  DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  WBTC: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  AMPL: '0xD46bA6D942050d489DBd938a2C909A5d5039A161',
  FEI: '0x956F47F50A910163D8BF957Cf5846D573E7f87CA',
  TRIBE: '0xc7283b66Eb1EB5FB86327f08e1B5816b0720212B',
  FRAX: '0x853d955aCEf822Db058eb8505911ED77F175b99e',
  FXS: '0x3432B6A60D23Ca0dFCa7761B7ab56459D9C964D0',
  renBTC: '0xEB4C2781e4ebA804CE9a9803C67d0893436bB27D',
  ETH2x_FLI: '0xAa6E8127831c9DE45ae56bB1b0d4D4Da6e5665BD',
  sETH2: '0xFe2e637202056d30016725477c5da089Ab0A043A',
  rETH2: '0x20BC832ca081b91433ff6c17f85701B6e92486c5',
  SWISE: '0x48C3399719B582dD63eB5AADf12A40B4C3f52FA2',
  cDAI: '0x5d3a536E4D6DbD6114cc1Ead35777bAB948E3643',
  cUSDC: '0x39AA39c021dfbaE8faC545936693aC917d5E7563',
  unnamedFliBase: '0xF16E4d813f4DcfDe4c5b44f305c908742De84eF0',
}
const L2_DAI = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1'

const describeToken = (t: Token) => `${t.chainId}:${t.address}:${t.decimals}:${t.symbol}`
const addresses = (tokens: readonly Token[] | undefined) => tokens?.map((t) => t.address)

describe('routingConfigOf on mainnet', () => {
  const config = routingConfigOf(1, WETH_1)

  it('routes through WETH, DAI, USDC, USDT and WBTC, WETH being the given wrapped token', () => {
    expect(config.bases.map(describeToken)).toEqual([
      `1:${WETH_1.address}:18:WETH`,
      `1:${MAINNET.DAI}:18:DAI`,
      `1:${MAINNET.USDC}:6:USDC`,
      `1:${MAINNET.USDT}:6:USDT`,
      `1:${MAINNET.WBTC}:8:WBTC`,
    ])
  })

  it('adds the extra bases of specific tokens, keyed by lower-case address', () => {
    const extra = config.additionalBases ?? {}
    const extraOf = (address: string) => addresses(extra[address.toLowerCase()])
    expect(extraOf(MAINNET.FEI)).toEqual([MAINNET.TRIBE])
    expect(extraOf(MAINNET.TRIBE)).toEqual([MAINNET.FEI])
    expect(extraOf(MAINNET.FRAX)).toEqual([MAINNET.FXS])
    expect(extraOf(MAINNET.FXS)).toEqual([MAINNET.FRAX])
    expect(extraOf(MAINNET.WBTC)).toEqual([MAINNET.renBTC])
    expect(extraOf(MAINNET.renBTC)).toEqual([MAINNET.WBTC])
    expect(extraOf(MAINNET.rETH2)).toEqual([MAINNET.sETH2])
    expect(extraOf(MAINNET.SWISE)).toEqual([MAINNET.sETH2])
    expect(extraOf(MAINNET.unnamedFliBase)).toEqual([MAINNET.ETH2x_FLI])
    expect(Object.keys(extra)).toHaveLength(9)
    for (const k of Object.keys(extra)) expect(k).toBe(k.toLowerCase())
  })

  it('brings renBTC into a WBTC route search, and TRIBE into a FEI one', () => {
    const wbtc = config.bases[4] as Token
    const other = new Token(1, '0x00000000000000000000000000000000000000a1', 18, 'X')
    const tokensOf = (a: Token, b: Token) =>
      new Set(tokenCombinations(a, b, config).flatMap(([x, y]) => [x.address, y.address]))
    expect(tokensOf(wbtc, other)).toContain(MAINNET.renBTC)
    const fei = new Token(1, MAINNET.FEI, 18, 'FEI')
    expect(tokensOf(other, fei)).toContain(MAINNET.TRIBE)
    expect(
      tokensOf(other, new Token(1, '0x00000000000000000000000000000000000000b2', 18, 'Y')),
    ).not.toContain(MAINNET.TRIBE)
  })

  it('replaces the bases of AMPL by DAI and WETH only', () => {
    expect(Object.keys(config.customBases ?? {})).toEqual([MAINNET.AMPL.toLowerCase()])
    expect(addresses(config.customBases?.[MAINNET.AMPL.toLowerCase()])).toEqual([MAINNET.DAI, WETH_1.address])
    const ampl = new Token(1, MAINNET.AMPL, 9, 'AMPL')
    const other = new Token(1, '0x00000000000000000000000000000000000000a1', 18, 'X')
    const amplPartners = tokenCombinations(ampl, other, config)
      .filter(([a, b]) => a.equals(ampl) || b.equals(ampl))
      .map(([a, b]) => (a.equals(ampl) ? b : a).address)
      .sort()
    expect(amplPartners).toEqual([other.address, MAINNET.DAI, WETH_1.address].sort())
  })

  it('pins the cDAI/cUSDC, USDC/USDT and DAI/USDT pairs', () => {
    expect(config.pinnedPairs.map(([a, b]) => [describeToken(a), describeToken(b)])).toEqual([
      [`1:${MAINNET.cDAI}:8:cDAI`, `1:${MAINNET.cUSDC}:8:cUSDC`],
      [`1:${MAINNET.USDC}:6:USDC`, `1:${MAINNET.USDT}:6:USDT`],
      [`1:${MAINNET.DAI}:18:DAI`, `1:${MAINNET.USDT}:6:USDT`],
    ])
  })
})

describe('routingConfigOf on the L2s', () => {
  it('routes Optimism through WETH, DAI, USDT and WBTC, without USDC', () => {
    const config = routingConfigOf(10, WETH_10)
    expect(config.bases.map(describeToken)).toEqual([
      `10:${WETH_10.address}:18:WETH`,
      `10:${L2_DAI}:18:DAI`,
      '10:0x94b008aA00579c1307B0EF2c499aD98a8ce58e58:6:USDT',
      '10:0x68f180fcCe6836688e9084f035309E29Bf0A2095:8:WBTC',
    ])
    expect(config.pinnedPairs).toEqual([])
    expect(config.additionalBases).toBeUndefined()
    expect(config.customBases).toBeUndefined()
  })

  it('routes Arbitrum through WETH, DAI, USDT and WBTC, without USDC', () => {
    const config = routingConfigOf(42161, WETH_42161)
    expect(config.bases.map(describeToken)).toEqual([
      `42161:${WETH_42161.address}:18:WETH`,
      `42161:${L2_DAI}:18:DAI`,
      '42161:0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9:6:USDT',
      '42161:0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f:8:WBTC',
    ])
    expect(config.bases.map((t) => t.symbol)).not.toContain('USDC')
    expect(config.pinnedPairs).toEqual([])
  })
})

describe('routingConfigOf on other chains', () => {
  const LOCAL_ID = 31337
  const local: LocalRoutingTokens = {
    chainId: LOCAL_ID,
    tokens: {
      WETH: {
        address: '0x0000000000000000000000000000000000000001',
        decimals: 18,
        symbol: 'WETH',
        name: 'W',
      },
      WBTC: { address: '0x0000000000000000000000000000000000000005', decimals: 8, symbol: 'WBTC', name: 'B' },
      DAI: { address: '0x0000000000000000000000000000000000000002', decimals: 18, symbol: 'DAI', name: 'D' },
      USDC: { address: '0x0000000000000000000000000000000000000003', decimals: 6, symbol: 'USDC', name: 'C' },
      UNI: { address: '0x0000000000000000000000000000000000000009', decimals: 18, symbol: 'UNI', name: 'U' },
    },
  }
  const localWrapped = wrappedAt('0x0000000000000000000000000000000000000001')

  it('routes through the wrapped token only', () => {
    const config = routingConfigOf(5, WETH_5)
    expect(config.bases.map(describeToken)).toEqual([`5:${WETH_5.address}:18:WETH`])
    expect(config.pinnedPairs).toEqual([])
  })

  it('routes the local chain through its wrapped token, then its DAI, USDC, USDT and WBTC that exist', () => {
    const config = routingConfigOf(LOCAL_ID, localWrapped, local)
    expect(config.bases.map(describeToken)).toEqual([
      `${LOCAL_ID}:0x0000000000000000000000000000000000000001:18:WETH`,
      `${LOCAL_ID}:0x0000000000000000000000000000000000000002:18:DAI`,
      `${LOCAL_ID}:0x0000000000000000000000000000000000000003:6:USDC`,
      `${LOCAL_ID}:0x0000000000000000000000000000000000000005:8:WBTC`,
    ])
    expect(config.pinnedPairs).toEqual([])
  })

  it("ignores another chain's local tokens", () => {
    expect(routingConfigOf(5, WETH_5, local).bases).toHaveLength(1)
  })
})

describe('usdStablecoinOf', () => {
  it('buys 100,000 USDC on mainnet', () => {
    const stable = usdStablecoinOf(1)
    expect(stable && describeToken(stable.token)).toBe(`1:${MAINNET.USDC}:6:USDC`)
    expect(stable?.amount).toBe(100_000_000_000n)
  })

  it('buys 10,000 USDC on Arbitrum and 10,000 DAI on Optimism', () => {
    const arb = usdStablecoinOf(42161)
    expect(arb && describeToken(arb.token)).toBe('42161:0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8:6:USDC')
    expect(arb?.amount).toBe(10_000_000_000n)
    const opt = usdStablecoinOf(10)
    expect(opt && describeToken(opt.token)).toBe(`10:${L2_DAI}:18:DAI`)
    expect(opt?.amount).toBe(10_000_000_000_000_000_000_000n)
  })

  it('has none on other chains', () => {
    for (const chainId of [3, 4, 5, 42, 69, 421611]) expect(usdStablecoinOf(chainId)).toBeNull()
  })

  it("uses the local chain's USDC when it has one", () => {
    const local: LocalRoutingTokens = {
      chainId: 31337,
      tokens: {
        USDC: {
          address: '0x0000000000000000000000000000000000000003',
          decimals: 6,
          symbol: 'USDC',
          name: 'C',
        },
      },
    }
    const stable = usdStablecoinOf(31337, local)
    expect(stable && describeToken(stable.token)).toBe(
      '31337:0x0000000000000000000000000000000000000003:6:USDC',
    )
    expect(stable?.amount).toBe(100_000n * 10n ** 6n)
    expect(usdStablecoinOf(31337, { chainId: 31337, tokens: {} })).toBeNull()
    expect(usdStablecoinOf(5, local)).toBeNull()
  })
})
