import { describe, expect, it } from 'vitest'
import { approveEventLabel, swapEventAction, swapEventLabel } from './swapEvent.ts'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'

describe('swapEventAction', () => {
  it('names the swap after its recipient', () => {
    expect(swapEventAction(null, ACCOUNT)).toBe('Swap w/o Send')
    expect(swapEventAction(undefined, ACCOUNT)).toBe('Swap w/o Send')
    expect(swapEventAction('', ACCOUNT)).toBe('Swap w/o Send')
    expect(swapEventAction(ACCOUNT, ACCOUNT)).toBe('Swap w/o Send + recipient')
    expect(swapEventAction(ACCOUNT.toUpperCase().replace('0X', '0x'), ACCOUNT)).toBe(
      'Swap w/o Send + recipient',
    )
    expect(swapEventAction(OTHER, ACCOUNT)).toBe('Swap w/ Send')
    expect(swapEventAction(OTHER, undefined)).toBe('Swap w/ Send')
  })
})

describe('swapEventLabel', () => {
  it('is SH when every route is one hop, MH otherwise', () => {
    expect(swapEventLabel({ inputSymbol: 'ETH', outputSymbol: 'DAI', version: 'v3', hops: [1] })).toBe(
      'ETH/DAI/V3/SH',
    )
    expect(swapEventLabel({ inputSymbol: 'ETH', outputSymbol: 'DAI', version: 'v3', hops: [1, 1] })).toBe(
      'ETH/DAI/V3/SH',
    )
    expect(swapEventLabel({ inputSymbol: 'ETH', outputSymbol: 'DAI', version: 'v3', hops: [1, 2] })).toBe(
      'ETH/DAI/V3/MH',
    )
    expect(swapEventLabel({ inputSymbol: 'USDC', outputSymbol: 'UNI', version: 'v2', hops: [3] })).toBe(
      'USDC/UNI/V2/MH',
    )
  })

  it('leaves an unknown symbol empty', () => {
    expect(swapEventLabel({ inputSymbol: undefined, outputSymbol: 'DAI', version: 'v2', hops: [1] })).toBe(
      '/DAI/V2/SH',
    )
  })
})

describe('approveEventLabel', () => {
  it('adds the forced version or nothing', () => {
    expect(approveEventLabel('DAI', undefined)).toBe('DAI/')
    expect(approveEventLabel('DAI', null)).toBe('DAI/')
    expect(approveEventLabel('DAI', 'v2')).toBe('DAI/V2')
    expect(approveEventLabel('DAI', 'v3')).toBe('DAI/V3')
  })
})
