import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAIN_INFO } from '../chain/chainInfo.ts'
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
  it('shows on mainnet-like chains (mainnet and the local chain), wallet or not', () => {
    expect(showVoteLink(PUBLIC_CHAIN_INFO[1])).toBe(true)
    expect(showVoteLink({ mainnetLike: true })).toBe(true)
  })
  it('hides on other chains and when no chain is read (a wallet on an unsupported chain)', () => {
    expect(showVoteLink(PUBLIC_CHAIN_INFO[10])).toBe(false)
    expect(showVoteLink(PUBLIC_CHAIN_INFO[42161])).toBe(false)
    expect(showVoteLink(PUBLIC_CHAIN_INFO[4])).toBe(false)
    expect(showVoteLink(undefined)).toBe(false)
  })
})
