import { describe, expect, it } from 'vitest'
import { governorsOf, parseProposalKey, proposalIdsOf, proposalLogsFromBlock } from './governors.ts'

describe('governors and their proposal ids', () => {
  it('uses the fixed mainnet ranges: [1..4], [1..3], and 9..count on the third', () => {
    expect(proposalIdsOf(1, 0, undefined)).toEqual([1, 2, 3, 4])
    expect(proposalIdsOf(1, 1, undefined)).toEqual([1, 2, 3])
    expect(proposalIdsOf(1, 2, 12n)).toEqual([9, 10, 11, 12])
  })

  it('reads 1..proposalCount on other chains (no offset: the local Bravo has ids 1 to 3)', () => {
    expect(proposalIdsOf(31337, 2, 3n)).toEqual([1, 2, 3])
    expect(proposalIdsOf(31337, 0, 1n)).toEqual([1])
    expect(proposalIdsOf(31337, 0, 0n)).toEqual([])
    expect(proposalIdsOf(31337, 0, undefined)).toEqual([])
  })

  it('keeps the newest 500 of a huge count', () => {
    const ids = proposalIdsOf(31337, 2, 10n ** 30n)
    expect(ids).toEqual([])
    const many = proposalIdsOf(31337, 2, 10_000n)
    expect(many).toHaveLength(500)
    expect(many.at(-1)).toBe(10_000)
  })

  it('lists the governors present, by index', () => {
    expect(
      governorsOf({ governorAlpha0: '0x0000000000000000000000000000000000000001' }).map((g) => [
        g.index,
        g.kind,
      ]),
    ).toEqual([[0, 'alpha']])
  })

  it('reads logs from the first governor deployment on mainnet, from genesis elsewhere', () => {
    expect(proposalLogsFromBlock(1)).toBe(11_042_287)
    expect(proposalLogsFromBlock(31337)).toBe(0)
  })

  it('parses a route key and refuses anything else', () => {
    expect(parseProposalKey('2', '3')).toEqual({ governorIndex: 2, id: 3 })
    expect(parseProposalKey('x', '3')).toBeNull()
    expect(parseProposalKey('2', '0')).toBeNull()
    expect(parseProposalKey('2', '03')).toBeNull()
    expect(parseProposalKey('12', '3')).toBeNull()
  })
})
