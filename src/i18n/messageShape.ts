// What a translation must keep of its en-US message: the placeholders, the tags around linked or styled words,
// and a usable form for every plural and select. Used by the catalogue test and by anyone filling a catalogue.
import { type Content, parse, type Token } from '@messageformat/parser'

type Shape = {
  /** Every argument name ({0}, {label}, the argument of a plural). */
  args: Set<string>
  /** The tags Lingui puts around JSX children (<0>…</0>, <1/>), as a sorted list. */
  tags: string[]
  /** For each select argument, its keys; for each plural argument, the explicit =N keys. */
  selects: Map<string, Set<string>>
  plurals: Map<string, Set<string>>
  /** Plural arguments with no 'other' form. */
  missingOther: Set<string>
}

function visit(tokens: readonly Token[], shape: Shape): void {
  for (const token of tokens) {
    if (token.type === 'content') continue
    if (token.type === 'octothorpe') continue
    shape.args.add(token.arg)
    if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
      const keys = new Set(token.cases.map((c) => c.key))
      if (token.type === 'select') shape.selects.set(token.arg, keys)
      else {
        shape.plurals.set(token.arg, new Set([...keys].filter((key) => key.startsWith('='))))
        if (!keys.has('other')) shape.missingOther.add(token.arg)
      }
      for (const c of token.cases) visit(c.tokens, shape)
    }
  }
}

function textOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      token.type === 'content'
        ? (token as Content).value
        : 'cases' in token
          ? token.cases.map((c) => textOf(c.tokens)).join(' ')
          : '',
    )
    .join('')
}

function shapeOf(message: string): Shape {
  const tokens = parse(message)
  const shape: Shape = {
    args: new Set(),
    tags: [],
    selects: new Map(),
    plurals: new Map(),
    missingOther: new Set(),
  }
  visit(tokens, shape)
  shape.tags = [...textOf(tokens).matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort()
  return shape
}

const sorted = (values: Iterable<string>) => [...values].sort().join(', ')

/** What is wrong with `translation` as a translation of `source`; empty when nothing is. */
export function messageShapeProblems(source: string, translation: string | undefined): string[] {
  if (translation === undefined || translation.trim() === '') return ['no translation']
  let want: Shape
  let got: Shape
  try {
    want = shapeOf(source)
  } catch {
    return []
  }
  try {
    got = shapeOf(translation)
  } catch (error) {
    return [`does not parse: ${error instanceof Error ? error.message : String(error)}`]
  }
  const problems: string[] = []
  if (sorted(want.args) !== sorted(got.args))
    problems.push(`placeholders {${sorted(got.args)}} instead of {${sorted(want.args)}}`)
  if (want.tags.join() !== got.tags.join())
    problems.push(`tags ${got.tags.join('') || 'none'} instead of ${want.tags.join('') || 'none'}`)
  for (const [arg, keys] of want.selects) {
    if (sorted(keys) !== sorted(got.selects.get(arg) ?? [])) problems.push(`select {${arg}} cases differ`)
  }
  for (const [arg, exact] of want.plurals) {
    const have = got.plurals.get(arg)
    if (!have) problems.push(`plural {${arg}} is missing`)
    else if ([...exact].some((key) => !have.has(key))) problems.push(`plural {${arg}} lost a =N case`)
  }
  for (const arg of got.missingOther) problems.push(`plural {${arg}} has no 'other' form`)
  return problems
}
