import { describe, expect, it } from 'vitest'
import { useUserSettings } from '../../settings/index.ts'
import { toTokenCurrency, userTokens } from './userTokens.ts'

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('imported tokens are untrusted text', () => {
  it('are saved with their symbol and name cleaned and capped', () => {
    userTokens.add({
      kind: 'token',
      chainId: 1,
      address: ADDRESS,
      decimals: 18,
      symbol: 'U\u202eSDC\u200b',
      name: `Fake\u0000 USD\u2066 ${'x'.repeat(100)}`,
    })
    const saved = useUserSettings.getState().tokens[1]?.[ADDRESS]
    expect(saved?.symbol).toBe('USDC')
    expect(saved?.name).toHaveLength(64)
    expect(saved?.name).toMatch(/^Fake USD x+…$/)
    userTokens.clear(1)
  })

  it('are cleaned when read back, whatever storage held', () => {
    const token = toTokenCurrency({
      chainId: 1,
      address: ADDRESS,
      decimals: 18,
      symbol: '\u202eCDSU',
      name: 'A\nB',
    })
    expect(token).toMatchObject({ symbol: 'CDSU', name: 'AB' })
    expect(toTokenCurrency({ chainId: 1, address: ADDRESS, decimals: 18, symbol: '\u200b' })).toMatchObject({
      symbol: 'UNKNOWN',
      name: 'Unknown Token',
    })
  })
})
