// Property tests: whatever is typed or linked as the swap recipient, parseRecipient never throws and gives
// empty, a checksummed address, a lower-case ENS-style name, or invalid (spec 1 §5 "Recipient").
import fc from 'fast-check'
import { checksumAddress, getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  FIXED_FORBIDDEN_RECIPIENTS,
  forbiddenRecipients,
  isForbiddenRecipient,
  parseRecipient,
} from './recipient.ts'

const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)
const whitespace = fc.stringMatching(/^[ \t\n\r\u00a0\u2028\ufeff]{0,3}$/)

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  hex40.map((h) => `0x${h}`),
  fc.stringMatching(/^[a-z0-9.-]{1,20}\.(eth|xyz|com)$/),
  fc.constantFrom(
    '<script>window.__pwned=1</script>',
    'javascript:alert(1)',
    '"><img src=x onerror=alert(1)>',
    'bob.eth<script>',
    '\u202ebob.eth',
    'b\u200bob.eth',
    'bоb.eth', // Cyrillic o
    'xn--bb-eka.eth',
    '-bob.eth',
    'bob-.eth',
    'bob..eth',
    '.eth',
    'bob.e',
    'bob.eth.',
    `0x${'0'.repeat(40)}\u0000`,
    `0X${'a'.repeat(40)}`,
    'a'.repeat(10_000),
  ),
)

describe('parseRecipient', () => {
  it('never throws and gives one of its four kinds, each within its rules', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const parsed = parseRecipient(raw)
        switch (parsed.kind) {
          case 'empty':
            expect(raw.replace(/\s+/g, '')).toBe('')
            break
          case 'address':
            expect(isAddress(parsed.address, { strict: true })).toBe(true)
            expect(parsed.address).toBe(checksumAddress(parsed.address))
            expect(parsed.address.toLowerCase()).toBe(raw.replace(/\s+/g, '').toLowerCase())
            break
          case 'ens':
            // ASCII only, lower case, dotted: no markup, no lookalike letters, no hidden characters.
            expect(parsed.name).toMatch(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/)
            expect(parsed.name).toBe(raw.replace(/\s+/g, '').toLowerCase())
            break
          case 'invalid':
            break
          default:
            throw new Error(`unexpected kind ${JSON.stringify(parsed)}`)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('an all-lower or all-upper case address is accepted and checksummed', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (hex, upper) => {
        const body = upper ? hex.toUpperCase() : hex.toLowerCase()
        expect(parseRecipient(`0x${body}`)).toEqual({ kind: 'address', address: getAddress(`0x${hex}`) })
      }),
    )
  })

  it('a mixed-case address is accepted only with its correct checksum', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        const address = `0x${hex}`
        const parsed = parseRecipient(address)
        const mixed = /[a-f]/.test(hex) && /[A-F]/.test(hex)
        if (!mixed || checksumAddress(address as `0x${string}`) === address)
          expect(parsed).toEqual({ kind: 'address', address: getAddress(address) })
        else expect(parsed).toEqual({ kind: 'invalid' })
      }),
      { numRuns: 1000 },
    )
  })

  it('whitespace anywhere changes nothing', () => {
    fc.assert(
      fc.property(hostile, whitespace, whitespace, fc.nat(), (raw, before, inside, at) => {
        const i = raw.length === 0 ? 0 : at % raw.length
        const spaced = `${before}${raw.slice(0, i)}${inside}${raw.slice(i)}${before}`
        expect(parseRecipient(spaced)).toEqual(parseRecipient(raw))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('forbidden recipients', () => {
  it('never throw on junk: the list is the three fixed contracts plus the addresses given, checksummed, once each', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            hostile,
            hex40.map((h) => `0x${h}`),
          ),
          { maxLength: 8 },
        ),
        fc.array(
          fc.oneof(
            hostile,
            hex40.map((h) => `0x${h}`),
          ),
          { maxLength: 8 },
        ),
        (tokens, pools) => {
          const forbidden = forbiddenRecipients({ tokens, pools })
          for (const fixed of FIXED_FORBIDDEN_RECIPIENTS) expect(forbidden).toContain(fixed)
          for (const address of forbidden) expect(address).toBe(checksumAddress(address))
          expect(new Set(forbidden).size).toBe(forbidden.length)
          for (const candidate of [...tokens, ...pools])
            if (/^0x[0-9a-fA-F]{40}$/.test(candidate))
              expect(isForbiddenRecipient(candidate.toUpperCase().replace('0X', '0x'), forbidden)).toBe(true)
          expect(forbidden.length).toBeLessThanOrEqual(3 + tokens.length + pools.length)
        },
      ),
    )
  })
})
