import { describe, expect, it } from 'vitest'
import { spenderNameOf } from './spender.ts'

const contracts = {
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  multicall: '0x1F98415757620B543A52E61c46B32eB19261F984',
}

describe('spender names', () => {
  it("names the protocol's spenders, whatever the address case", () => {
    expect(spenderNameOf(contracts, '0xe592427a0aece92de3edee1f18e0157c05861564')).toBe('Uniswap V3 Router')
    expect(spenderNameOf(contracts, contracts.v2Router02)).toBe('Uniswap V2 Router')
  })

  it('gives no name to a contract that spends nothing, an unknown address or an unknown chain', () => {
    expect(spenderNameOf(contracts, contracts.multicall)).toBeNull()
    expect(spenderNameOf(contracts, '0x000000000000000000000000000000000000dEaD')).toBeNull()
    expect(spenderNameOf(undefined, contracts.swapRouter)).toBeNull()
  })
})
