import { describe, expect, it } from 'vitest'
import { isPoolPath, showVoteLink } from './nav.ts'

describe('Pool tab', () => {
  it('is active on /pool, /add, /remove, /increase and /find paths', () => {
    for (const path of ['/pool', '/pool/1', '/add/ETH', '/remove/v2/a/b', '/increase/ETH/DAI/500/1', '/find'])
      expect(isPoolPath(path)).toBe(true)
  })
  it('is not active elsewhere', () => {
    for (const path of ['/swap', '/vote', '/', '/address', '/pools', '/finder'])
      expect(isPoolPath(path)).toBe(false)
  })
})

describe('Vote link', () => {
  it('shows on mainnet, the local chain and without a chain', () => {
    expect(showVoteLink(1, 31337)).toBe(true)
    expect(showVoteLink(31337, 31337)).toBe(true)
    expect(showVoteLink(null, null)).toBe(true)
  })
  it('hides on other chains', () => {
    expect(showVoteLink(10, 31337)).toBe(false)
    expect(showVoteLink(42161, null)).toBe(false)
    expect(showVoteLink(31337, null)).toBe(false)
  })
})
