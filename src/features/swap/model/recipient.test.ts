import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  FIXED_FORBIDDEN_RECIPIENTS,
  forbiddenRecipients,
  isForbiddenRecipient,
  parseRecipient,
  recipientProblem,
} from './recipient.ts'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseRecipient', () => {
  it('is empty for nothing or only whitespace', () => {
    expect(parseRecipient('')).toEqual({ kind: 'empty' })
    expect(parseRecipient('  \t\n')).toEqual({ kind: 'empty' })
  })

  it('checksums an address, whatever its case, with whitespace stripped', () => {
    expect(parseRecipient(CHECKSUMMED.toLowerCase())).toEqual({ kind: 'address', address: CHECKSUMMED })
    expect(parseRecipient(` ${CHECKSUMMED} `)).toEqual({ kind: 'address', address: CHECKSUMMED })
    expect(parseRecipient(`0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    })
    expect(parseRecipient('0xf39Fd6e51aad88F6 F4ce6aB8827279cffFb92266')).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    })
  })

  it('refuses a mixed-case address with a wrong checksum, and wrong lengths or characters', () => {
    expect(parseRecipient('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({ kind: 'invalid' })
    expect(parseRecipient(CHECKSUMMED.slice(0, -1))).toEqual({ kind: 'invalid' })
    expect(parseRecipient(`${CHECKSUMMED}0`)).toEqual({ kind: 'invalid' })
    expect(parseRecipient('0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toEqual({ kind: 'invalid' })
    expect(parseRecipient(CHECKSUMMED.slice(2))).toEqual({ kind: 'invalid' })
  })

  it('takes dotted names as ENS names, in lower case', () => {
    expect(parseRecipient('alice.eth')).toEqual({ kind: 'ens', name: 'alice.eth' })
    expect(parseRecipient(' Pay.My-Shop.XYZ ')).toEqual({ kind: 'ens', name: 'pay.my-shop.xyz' })
  })

  it('refuses a name longer than any DNS name (255 characters)', () => {
    const longest = `${'a'.repeat(251)}.eth`
    expect(parseRecipient(longest)).toEqual({ kind: 'ens', name: longest })
    expect(parseRecipient(`a${longest}`)).toEqual({ kind: 'invalid' })
  })

  it('refuses names that are not dotted host names', () => {
    for (const raw of ['alice', 'alice.', '.eth', 'a..eth', '-a.eth', 'a-.eth', 'alice.e1', 'al_ice.eth'])
      expect(parseRecipient(raw), raw).toEqual({ kind: 'invalid' })
  })
})

describe('forbiddenRecipients', () => {
  it('are the v2 factory and both routers from the facts', () => {
    expect(FIXED_FORBIDDEN_RECIPIENTS).toEqual([
      '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
      '0xf164fC0Ec4E93095b804a4795bBe1e041497b92a',
      '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    ])
  })

  it("add the trade's tokens and pools, checksummed and without duplicates", () => {
    const token = '0x6b175474e89094c44da98b954eedeac495271d0f'
    const pool = '0xA478c2975Ab1Ea89e8196811F51A7B7Ade33eB11'
    const result = forbiddenRecipients({
      tokens: [token, token.toUpperCase().replace('0X', '0x')],
      pools: [pool],
    })
    expect(result).toEqual([
      ...FIXED_FORBIDDEN_RECIPIENTS,
      '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      pool,
    ])
  })

  it('hold the fixed three written with their checksums (they are not hashed again)', () => {
    for (const address of FIXED_FORBIDDEN_RECIPIENTS) expect(getAddress(address)).toBe(address)
  })

  it('leave out what is not an address', () => {
    expect(forbiddenRecipients({ tokens: ['ETH'], pools: [''] })).toEqual([...FIXED_FORBIDDEN_RECIPIENTS])
  })

  it('match an address in any case', () => {
    const forbidden = forbiddenRecipients({ tokens: [], pools: [] })
    expect(isForbiddenRecipient('0x7a250d5630b4cf539739df2c5dacb4c659f2488d', forbidden)).toBe(true)
    expect(isForbiddenRecipient(CHECKSUMMED, forbidden)).toBe(false)
  })
})

describe('recipientProblem', () => {
  const ROUTER = FIXED_FORBIDDEN_RECIPIENTS[2] as string
  const found = (address: string | null) => ({ address, loading: false })

  it('is none while empty or while a name is looked up', () => {
    expect(recipientProblem('  ', found(null), [])).toBeNull()
    expect(recipientProblem('alice.eth', { address: null, loading: true }, [])).toBeNull()
  })

  it("is 'malformed' for text that is neither an address nor a name, at once", () => {
    expect(recipientProblem('0x1234', found(null), [])).toBe('malformed')
    expect(recipientProblem('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', found(null), [])).toBe('malformed')
  })

  it("is 'not-found' for a name that resolves to nothing", () => {
    expect(recipientProblem('nobody.eth', found(null), [])).toBe('not-found')
  })

  it("is 'contract' for a router, or a token or pool of the trade, typed or resolved, any case", () => {
    expect(recipientProblem(ROUTER.toLowerCase(), found(ROUTER), FIXED_FORBIDDEN_RECIPIENTS)).toBe('contract')
    expect(recipientProblem('router.eth', found(ROUTER), FIXED_FORBIDDEN_RECIPIENTS)).toBe('contract')
  })

  it('is none for an address or a resolved name that may receive', () => {
    expect(recipientProblem(CHECKSUMMED, found(CHECKSUMMED), FIXED_FORBIDDEN_RECIPIENTS)).toBeNull()
    expect(recipientProblem('alice.eth', found(CHECKSUMMED), FIXED_FORBIDDEN_RECIPIENTS)).toBeNull()
  })
})
