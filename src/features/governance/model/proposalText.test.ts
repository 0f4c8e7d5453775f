import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_MAX_LENGTH,
  descriptionFromBytes,
  proposalDescriptionOf,
  proposalTitleOf,
  REVERSED_BYTES_START_BLOCK,
  restoreNewlines,
} from './proposalText.ts'

describe('proposal title', () => {
  it('is the heading of "# Title\\n\\nbody"', () => {
    expect(proposalTitleOf('# Deploy Uniswap v3 on a new chain\n\nThis proposal…')).toBe(
      'Deploy Uniswap v3 on a new chain',
    )
  })

  it('is Untitled (null) without a description or with nothing after the first piece', () => {
    expect(proposalTitleOf(undefined)).toBeNull()
    expect(proposalTitleOf('')).toBeNull()
    expect(proposalTitleOf('just one line')).toBeNull()
  })

  it('takes the second piece of a description without a heading, as the spec splits it', () => {
    expect(proposalTitleOf('intro\nSecond line')).toBe('Second line')
  })

  it('is cleaned of invisible and reordering characters and capped', () => {
    expect(proposalTitleOf('# Pay\u202Eevil\u200B\nbody')).toBe('Payevil')
    expect(Array.from(proposalTitleOf(`# ${'x'.repeat(1000)}\n`) ?? '').length).toBe(200)
  })
})

describe('proposal description', () => {
  it('is the whole description, or No description. (null) when there is none', () => {
    expect(proposalDescriptionOf('# T\n\nbody')).toBe('# T\n\nbody')
    expect(proposalDescriptionOf(undefined)).toBeNull()
    expect(proposalDescriptionOf('   ')).toBeNull()
  })

  it('is cut past the cap, so a 1 MB description stays renderable', () => {
    const text = proposalDescriptionOf('a'.repeat(1_000_000)) ?? ''
    expect(text.length).toBe(DESCRIPTION_MAX_LENGTH + 1)
    expect(text.endsWith('…')).toBe(true)
  })

  it('gets its newlines back for the special start blocks only', () => {
    expect(restoreNewlines('Intro.  Steps: 1. one 2. two')).toBe('Intro.\nSteps: \n1. one \n2. two')
    expect(proposalDescriptionOf('a  b', 13_551_293)).toBe('a\nb')
    expect(proposalDescriptionOf('a  b', 13_551_294)).toBe('a  b')
  })
})

describe('the description of the proposal stored with reversed bytes (facts §15)', () => {
  const utf8 = (text: string) => [...new TextEncoder().encode(text)]
  // ‘ is E2 80 98 and … is E2 80 A6 in UTF-8; that proposal stored each triple backwards.
  const stored = Uint8Array.from([
    ...utf8('The community'),
    0x98,
    0x80,
    0xe2,
    ...utf8('s vote é'),
    0xa6,
    0x80,
    0xe2,
  ])

  it('puts both characters back in order at its start block', () => {
    expect(descriptionFromBytes(stored, REVERSED_BYTES_START_BLOCK)).toBe('The community‘s vote é…')
  })

  it('leaves every other proposal as decoded (invalid bytes as U+FFFD)', () => {
    const text = descriptionFromBytes(stored, REVERSED_BYTES_START_BLOCK + 1)
    expect(text.startsWith('The community\uFFFD')).toBe(true)
    expect(text).not.toContain('‘')
  })

  it('keeps valid multi-byte characters, and a lone stray byte stays a replacement character', () => {
    const bytes = Uint8Array.from([...utf8('日本 ‘ok’'), 0x80, ...utf8('x')])
    expect(descriptionFromBytes(bytes, REVERSED_BYTES_START_BLOCK)).toBe('日本 ‘ok’\uFFFDx')
  })
})
