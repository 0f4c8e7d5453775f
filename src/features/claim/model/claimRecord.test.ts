import { describe, expect, it } from 'vitest'
import { parseClaimEntry, parseClaimMapping } from './claimRecord.ts'

const NODE = `0x${'ab'.repeat(32)}`
const entry = {
  index: 19,
  amount: '0x15af1d78b58c400000',
  proof: [NODE],
  flags: { isSOCKS: false, isLP: false, isUser: true },
}

describe('parseClaimEntry', () => {
  it('reads the index, the hex amount, the proof and the flags', () => {
    expect(parseClaimEntry(entry)).toEqual({
      index: 19,
      amount: 400n * 10n ** 18n,
      proof: [NODE],
      flags: { isSOCKS: false, isLP: false, isUser: true },
    })
  })

  it('reads a decimal amount and an entry without flags', () => {
    expect(parseClaimEntry({ index: 0, amount: '1000', proof: [] })).toEqual({
      index: 0,
      amount: 1000n,
      proof: [],
      flags: null,
    })
  })

  it.each([
    ['not an object', 'x'],
    ['an array', []],
    ['a negative index', { ...entry, index: -1 }],
    ['a fractional index', { ...entry, index: 1.5 }],
    ['an index as text', { ...entry, index: '19' }],
    ['an amount as a number', { ...entry, amount: 400 }],
    ['an amount of zero', { ...entry, amount: '0x0' }],
    ['an amount that is no number', { ...entry, amount: '0xzz' }],
    ['an amount beyond uint256', { ...entry, amount: `0x1${'0'.repeat(64)}` }],
    ['a proof node of the wrong length', { ...entry, proof: ['0xabcd'] }],
    ['a proof that is no list', { ...entry, proof: NODE }],
    ['a proof longer than any tree', { ...entry, proof: Array(65).fill(NODE) }],
    ['flags that are not booleans', { ...entry, flags: { isSOCKS: 'yes', isLP: false, isUser: true } }],
  ])('refuses %s', (_name, value) => {
    expect(parseClaimEntry(value)).toBeNull()
  })
})

describe('parseClaimMapping', () => {
  it('reads address → address, the last addresses checksummed', () => {
    expect(
      parseClaimMapping({
        '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881': '0x37d61ae4d30758f203278d408d48f6c6265a32e6',
      }),
    ).toEqual({ '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881': '0x37D61aE4D30758f203278D408d48f6C6265A32e6' })
  })

  it.each([
    ['a list', []],
    ['text', 'mapping'],
    ['a key that is no address', { start: '0x37D61aE4D30758f203278D408d48f6C6265A32e6' }],
    ['a value that is no address', { '0x0074FdD21766559eA0A5Bc4F7D68bd4dA38E9881': 42 }],
  ])('refuses %s', (_name, value) => {
    expect(parseClaimMapping(value)).toBeNull()
  })
})
