import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MARKDOWN_MAX_DEPTH, markdownRenderable } from './markdownLimits.ts'

describe('markdownRenderable', () => {
  it('passes ordinary descriptions: headings, quotes, nested lists, links and emphasis', () => {
    const text = [
      '# Deploy v3 on a new chain',
      '',
      '> A quote',
      '> > with a reply',
      '',
      '- one',
      '  - two',
      '    1. three',
      '',
      '**bold** and _emphasis_ and [a link](https://uniswap.org) and `code`.',
    ].join('\n')
    expect(markdownRenderable(text)).toBe(true)
  })

  it(`refuses more than ${MARKDOWN_MAX_DEPTH} containers on a line: quotes, list markers, indentation`, () => {
    expect(markdownRenderable(`${'>'.repeat(MARKDOWN_MAX_DEPTH)} deep`)).toBe(true)
    expect(markdownRenderable(`${'>'.repeat(MARKDOWN_MAX_DEPTH + 1)} deeper`)).toBe(false)
    expect(markdownRenderable(`${'> '.repeat(MARKDOWN_MAX_DEPTH + 1)}spaced`)).toBe(false)
    expect(markdownRenderable(`${'- '.repeat(MARKDOWN_MAX_DEPTH + 1)}list`)).toBe(false)
    expect(markdownRenderable(`${' '.repeat(2 * MARKDOWN_MAX_DEPTH + 2)}- indented`)).toBe(false)
    expect(markdownRenderable(`intro\n\n${'>'.repeat(40)}`)).toBe(false)
  })

  it('refuses long emphasis runs and deeply nested brackets', () => {
    expect(markdownRenderable(`${'*'.repeat(33)}x`)).toBe(false)
    expect(markdownRenderable(`${'['.repeat(33)}x`)).toBe(false)
    expect(markdownRenderable(`${'[a]'.repeat(1000)}`)).toBe(true)
  })

  it('refuses text over the description cap', () => {
    expect(markdownRenderable('a'.repeat(64_001))).toBe(false)
  })

  it('decides 63,000 nested quote markers at once, and never throws', () => {
    for (const levels of [3_000, 32_000, 63_000]) expect(markdownRenderable('>'.repeat(levels))).toBe(false)
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => typeof markdownRenderable(text) === 'boolean'),
    )
  })
})
