import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { type V2PositionCardInput, v2PositionCardView } from './v2PositionCardView.ts'

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai Stablecoin')
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD//C')
const WETH_ADDRESS: Address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const WETH = new Token(1, WETH_ADDRESS, 18, 'WETH', 'Wrapped Ether')
const LP: Address = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
const ACCOUNT: Address = '0x00000000000000000000000000000000000000A1'

const card = (patch: Partial<V2PositionCardInput> = {}): V2PositionCardInput => ({
  token0: DAI,
  token1: WETH,
  liquidityToken: LP,
  held: 10n ** 18n,
  staked: 0n,
  pooled0: CurrencyAmount.fromRawAmount(DAI, '1234567890000000000000'),
  pooled1: CurrencyAmount.fromRawAmount(WETH, '617283945000000000'),
  shareText: '12.50%',
  ...patch,
})
const view = (patch: Partial<V2PositionCardInput> = {}, account: Address | null = ACCOUNT) =>
  v2PositionCardView(card(patch), { wrappedNative: WETH_ADDRESS, account: account ?? undefined })

describe('v2PositionCardView', () => {
  it('shows WETH as ETH, in the pair order, with 6 significant digits for the pooled amounts', () => {
    const v = view()
    expect(v.pair).toBe('DAI/ETH')
    expect([v.symbol0, v.symbol1]).toEqual(['DAI', 'ETH'])
    expect(v.pooled0).toBe('1234.57')
    expect(v.pooled1).toBe('0.617284')
    expect(v.share).toBe('12.50%')
  })

  it("shows '<0.000001' for a pooled amount under one millionth and 0 for none", () => {
    const v = view({
      pooled0: CurrencyAmount.fromRawAmount(DAI, '999999999999'),
      pooled1: CurrencyAmount.fromRawAmount(WETH, '0'),
    })
    expect(v.pooled0).toBe('<0.000001')
    expect(v.pooled1).toBe('0')
  })

  it('links Migrate to the LP token, Add and Remove with ETH for WETH, and the account analytics page', () => {
    expect(view().links).toEqual({
      migrate: `/migrate/v2/${LP}`,
      add: `/add/v2/${DAI.address}/ETH`,
      remove: `/remove/v2/${DAI.address}/ETH`,
      rewards: null,
      analytics: `https://v2.info.uniswap.org/account/${ACCOUNT}`,
    })
    expect(view({}, null).links.analytics).toBeNull()
    expect(view({ token0: DAI, token1: USDC }).links.add).toBe(`/add/v2/${DAI.address}/${USDC.address}`)
  })

  it('marks a staked position and links its rewards pool; a staked-only one offers no Remove', () => {
    const both = view({ held: 5n * 10n ** 17n, staked: 5n * 10n ** 17n })
    expect(both.held).toBe('0.5')
    expect(both.staked).toBe('0.5')
    expect(both.links.remove).toBe(`/remove/v2/${DAI.address}/ETH`)
    expect(both.links.rewards).toBe(`/uni/${DAI.address}/ETH`)

    const stakedOnly = view({ held: 0n, staked: 10n ** 18n })
    expect(stakedOnly.held).toBeNull()
    expect(stakedOnly.staked).toBe('1')
    expect(stakedOnly.links.remove).toBeNull()
    expect(stakedOnly.links.add).toBe(`/add/v2/${DAI.address}/ETH`)

    expect(view().staked).toBeNull()
  })

  it('cleans a symbol read back from storage and shortens a long one', () => {
    const hostile = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'U\u202eNI\u200b', 'x')
    const long = new Token(1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
    const v = view({
      token0: hostile,
      token1: long,
      pooled0: CurrencyAmount.fromRawAmount(hostile, '1'),
      pooled1: CurrencyAmount.fromRawAmount(long, '1'),
    })
    expect(v.pair).toBe('UNI/ABCD...VWXYZ')
  })
})
