import { validate } from 'virtual:token-list-validator'
import { describe, expect, it } from 'vitest'
import { validateTokenList } from './validateTokenList.ts'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

const list = (tokens: object[]) => ({
  name: 'Test List',
  timestamp: '2021-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
})
const token = (address: string, chainId = 1) => ({
  chainId,
  address,
  decimals: 18,
  symbol: 'TKN',
  name: 'Token',
})

describe('token list validation', () => {
  it('accepts a list that follows the schema', () => {
    const result = validateTokenList(list([token(DAI), token(USDC)]), validate)
    expect(result.ok && result.list.tokens.map((t) => t.address)).toEqual([DAI, USDC])
  })

  it("refuses a list that breaks the schema with 'Token list failed validation' and the details", () => {
    const result = validateTokenList({ ...list([token(DAI)]), version: { major: -1 } }, validate)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatch(/^Token list failed validation: \/version/)
    expect(validateTokenList('not a list', validate).ok).toBe(false)
    expect(
      validateTokenList(list([{ ...token(DAI), symbol: '<script>alert(1)</script>' }]), validate).ok,
    ).toBe(false)
  })

  it('skips a token whose address fails its checksum', () => {
    const badChecksum = `${DAI.slice(0, -1)}f`
    const result = validateTokenList(list([token(badChecksum), token(USDC)]), validate)
    expect(result.ok && result.list.tokens.map((t) => t.address)).toEqual([USDC])
    expect(result.ok && result.skipped[0]).toMatch(/invalid address/)
  })

  it('logs and skips a duplicate address on a chain, keeping the same address on another chain', () => {
    const result = validateTokenList(list([token(DAI), token(DAI.toLowerCase()), token(DAI, 5)]), validate)
    expect(result.ok && result.list.tokens.map((t) => `${t.chainId}:${t.address}`)).toEqual([
      `1:${DAI}`,
      `5:${DAI}`,
    ])
    expect(result.ok && result.skipped).toEqual([`1:${DAI.toLowerCase()} is listed twice`])
  })
})
