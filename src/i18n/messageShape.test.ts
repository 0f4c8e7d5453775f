import { describe, expect, it } from 'vitest'
import { messageShapeProblems } from './messageShape.ts'

describe('a translation’s shape', () => {
  it('passes when placeholders, tags and plurals are kept (moved or with more plural forms)', () => {
    expect(messageShapeProblems('Swap {a} for {b}', '{b} gegen {a} tauschen')).toEqual([])
    expect(messageShapeProblems('Read <0>the docs</0>.', 'Lies <0>die Doku</0>.')).toEqual([])
    expect(
      messageShapeProblems(
        '{0, plural, one {Import a token} other {Import # tokens}}',
        '{0, plural, one {Импорт # токена} few {Импорт # токенов} many {Импорт # токенов} other {Импорт # токена}}',
      ),
    ).toEqual([])
  })

  it('fails a missing, renamed or extra placeholder, a lost tag and a plural without other', () => {
    expect(messageShapeProblems('Swap {a}', '')).toEqual(['no translation'])
    expect(messageShapeProblems('Swap {a}', undefined)).toEqual(['no translation'])
    expect(messageShapeProblems('Swap {a}', 'Tauschen {b}')[0]).toMatch(/placeholders/)
    expect(messageShapeProblems('Swap {a}', 'Tauschen {a} {c}')[0]).toMatch(/placeholders/)
    expect(messageShapeProblems('Read <0>docs</0>', 'Lies Doku')[0]).toMatch(/tags/)
    expect(messageShapeProblems('{n, plural, one {# a} other {# b}}', '{n, plural, one {# x}}')).toContain(
      "plural {n} has no 'other' form",
    )
    expect(messageShapeProblems('{n, plural, =0 {none} other {# b}}', '{n, plural, other {# x}}')).toContain(
      'plural {n} lost a =N case',
    )
  })

  it('fails a translation that is not a valid message (a brace left open, a quote swallowing a placeholder)', () => {
    expect(messageShapeProblems('Swap {a}', 'Tauschen {a')[0]).toMatch(/does not parse/)
    expect(messageShapeProblems('Pay {a}', "Payer l'{a}'")[0]).toMatch(/placeholders/)
  })
})
