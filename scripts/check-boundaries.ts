// Import-boundary check for the rules of the architecture guide. Parses every source file with the oxc
// parser that ships with Vite's bundler (so TypeScript, JSX and type-only imports are all seen) and
// reports each import or global that crosses a rule. Exits non-zero when anything is found.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from 'rolldown/utils'

export type Violation = { file: string; line: number; rule: string; detail: string }

type Layer =
  | { kind: 'entry' }
  | { kind: 'app' }
  | { kind: 'feature'; name: string; part: string }
  | { kind: 'chain' }
  | { kind: 'storage' }
  | { kind: 'lib' }
  | { kind: 'ui' }
  | { kind: 'i18n' }
  | { kind: 'src-other' }
  | { kind: 'tool' }
  | { kind: 'outside' }

const PRODUCT_FEATURES = new Set(['swap', 'pool-v2', 'pool-v3', 'claim', 'mining', 'vote', 'migrate'])
// The foundation features in the architecture's order: each may import only those listed before it.
export const FOUNDATION_ORDER: readonly string[] = [
  'chain-data',
  'wallet',
  'settings',
  'tokens',
  'transactions',
  'approvals',
  'pool-data',
  'analytics',
]
const FOUNDATION_FEATURES = new Set(FOUNDATION_ORDER)
// migrate is the one product feature allowed to use other product features' public APIs.
const PRODUCT_EXCEPTIONS: Record<string, readonly string[]> = { migrate: ['pool-v2', 'pool-v3'] }
// Files under src/ that devchain/, bench/ and tests/ may import: public entries made for them.
export const TOOL_ENTRIES: readonly string[] = [
  'src/chain/toolEntry.ts',
  'src/features/pool-v3/toolEntry.ts',
  'src/features/tokens/toolEntry.ts',
]

const IMPURE_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'wagmi',
  '@wagmi/',
  '@tanstack/react-query',
  'zustand',
]
const IMPURE_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'fetch',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
])
const NETWORK_GLOBALS = new Set(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'])
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']
const SCANNED_ROOTS = ['src', 'devchain', 'bench', 'tests', 'scripts']
const SKIPPED_DIRS = new Set(['node_modules', 'generated', '.cache', 'fixtures'])

function toPosix(path: string): string {
  return path.split(sep).join('/')
}

export function layerOf(rel: string): Layer {
  const p = toPosix(rel)
  if (!p.startsWith('src/')) {
    return SCANNED_ROOTS.some((r) => p.startsWith(`${r}/`)) ? { kind: 'tool' } : { kind: 'outside' }
  }
  const parts = p.split('/')
  const top = parts[1] ?? ''
  if (parts.length === 2) return /^main\.tsx?$/.test(top) ? { kind: 'entry' } : { kind: 'src-other' }
  switch (top) {
    case 'app':
      return { kind: 'app' }
    case 'features':
      return { kind: 'feature', name: parts[2] ?? '', part: parts.length > 4 ? (parts[3] ?? '') : '' }
    case 'chain':
      return { kind: 'chain' }
    case 'storage':
      return { kind: 'storage' }
    case 'lib':
      return { kind: 'lib' }
    case 'ui':
      return { kind: 'ui' }
    case 'i18n':
      return { kind: 'i18n' }
    default:
      return { kind: 'src-other' }
  }
}

function isTestFile(rel: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(rel)
}

function isPure(layer: Layer): boolean {
  return layer.kind === 'lib' || (layer.kind === 'feature' && layer.part === 'model')
}

function mayDoNetworkIo(layer: Layer): boolean {
  return layer.kind === 'chain' || (layer.kind === 'feature' && layer.part === 'api')
}

function isFeatureIndex(rel: string, feature: string): boolean {
  const p = toPosix(rel)
  const base = `src/features/${feature}/`
  return p.startsWith(base) && /^index\.[cm]?[jt]sx?$/.test(p.slice(base.length))
}

function resolveRelative(fromRel: string, spec: string, root: string): string {
  const abs = resolve(root, dirname(fromRel), spec)
  const candidates = [
    abs,
    ...SOURCE_EXTENSIONS.map((e) => abs + e),
    ...SOURCE_EXTENSIONS.map((e) => join(abs, `index${e}`)),
  ]
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return toPosix(relative(root, c))
    } catch {
      // not this candidate
    }
  }
  return toPosix(relative(root, abs))
}

function checkLayering(from: Layer, to: Layer, toRel: string): string | null {
  if (to.kind === 'outside' || to.kind === 'src-other') return null
  if (from.kind === 'tool') {
    if (to.kind === 'tool') return null
    return TOOL_ENTRIES.includes(toRel)
      ? null
      : 'devchain/, bench/, tests/ and scripts/ import from src/ only through a public entry made for them'
  }
  if (to.kind === 'tool') return 'src/ must not import from devchain/, bench/, tests/ or scripts/'
  if (to.kind === 'entry') return 'nothing imports the entry'
  if (to.kind === 'app' && from.kind !== 'app' && from.kind !== 'entry') return 'nothing imports app/'
  switch (from.kind) {
    case 'entry':
    case 'app':
      return null
    case 'chain':
      return to.kind === 'chain' || to.kind === 'lib' ? null : 'chain/ may import only chain/ and lib/'
    case 'storage':
      return to.kind === 'storage' || to.kind === 'lib' ? null : 'storage/ may import only storage/ and lib/'
    case 'ui':
      return to.kind === 'ui' || to.kind === 'lib' ? null : 'ui/ may import only ui/ and lib/'
    case 'lib':
      return to.kind === 'lib' ? null : 'lib/ imports nothing from src/ outside lib/'
    case 'i18n':
      return to.kind === 'i18n' ? null : 'i18n/ imports nothing from src/ outside i18n/'
    case 'src-other':
      return null
    case 'feature': {
      if (from.part === 'model') {
        const sameModel = to.kind === 'feature' && to.name === from.name && to.part === 'model'
        if (!(to.kind === 'lib' || sameModel))
          return 'features/*/model/ is pure: it may import only lib/ and its own model/'
      }
      if (to.kind !== 'feature' || to.name === from.name) return null
      if (!isFeatureIndex(toRel, to.name))
        return `features import each other only through index.ts (use features/${to.name})`
      const allowed = PRODUCT_EXCEPTIONS[from.name] ?? []
      if (FOUNDATION_FEATURES.has(from.name) && !FOUNDATION_FEATURES.has(to.name))
        return `foundation feature ${from.name} must not import product feature ${to.name}`
      if (
        FOUNDATION_FEATURES.has(from.name) &&
        FOUNDATION_ORDER.indexOf(to.name) > FOUNDATION_ORDER.indexOf(from.name)
      )
        return `foundation feature ${from.name} must not import ${to.name}, which comes after it in the architecture's order`
      if (PRODUCT_FEATURES.has(from.name) && !FOUNDATION_FEATURES.has(to.name) && !allowed.includes(to.name))
        return `product feature ${from.name} must not import product feature ${to.name}`
      return null
    }
    default:
      return null
  }
}

type EstreeNode = { type: string; start: number; [key: string]: unknown }

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

// Walks the AST and yields identifiers that refer to a global-looking name (not property names or keys).
function* globalReferences(node: unknown, parent: EstreeNode | null, key: string): Generator<EstreeNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* globalReferences(child, parent, key)
    return
  }
  if (!isNode(node)) return
  if (node.type === 'Identifier') {
    const isPropertyName =
      parent !== null &&
      ((parent.type === 'MemberExpression' && key === 'property' && parent.computed !== true) ||
        ((parent.type === 'Property' ||
          parent.type === 'PropertyDefinition' ||
          parent.type === 'MethodDefinition') &&
          key === 'key' &&
          parent.computed !== true) ||
        parent.type === 'TSPropertySignature' ||
        parent.type === 'TSQualifiedName' ||
        parent.type === 'ImportSpecifier' ||
        parent.type === 'ExportSpecifier' ||
        parent.type === 'JSXAttribute')
    if (!isPropertyName) yield node
    return
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === 'type' || k === 'start' || k === 'end') continue
    if (typeof v === 'object' && v !== null) yield* globalReferences(v, node, k)
  }
}

function lineAt(source: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++
  return line
}

/** The src/ files a file imports (static, re-exports and literal dynamic imports), for the cycle check. */
export type ImportEdges = Map<string, { to: string; line: number }[]>

export function checkFile(root: string, rel: string, edges?: ImportEdges): Violation[] {
  const source = readFileSync(join(root, rel), 'utf8')
  const from = layerOf(rel)
  const out: Violation[] = []
  const parsed = parseSync(rel, source)
  if (parsed.errors.length > 0) {
    out.push({ file: rel, line: 1, rule: 'parse', detail: parsed.errors[0]?.message ?? 'parse error' })
    return out
  }
  const specs: { value: string; start: number }[] = []
  for (const imp of parsed.module.staticImports)
    specs.push({ value: imp.moduleRequest.value, start: imp.start })
  for (const exp of parsed.module.staticExports)
    for (const entry of exp.entries)
      if (entry.moduleRequest) specs.push({ value: entry.moduleRequest.value, start: entry.start })
  for (const dyn of parsed.module.dynamicImports) {
    const raw = source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end)
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(raw)
    if (literal?.[2] !== undefined) specs.push({ value: literal[2], start: dyn.start })
  }

  for (const spec of specs) {
    const line = lineAt(source, spec.start)
    if (spec.value.startsWith('.') || spec.value.startsWith('/')) {
      const toRel = resolveRelative(rel, spec.value, root)
      if (edges && SCANNED_ROOTS.some((r) => toRel.startsWith(`${r}/`))) {
        const list = edges.get(rel) ?? []
        list.push({ to: toRel, line })
        edges.set(rel, list)
      }
      const problem = checkLayering(from, layerOf(toRel), toRel)
      if (problem) out.push({ file: rel, line, rule: 'layers', detail: `${spec.value}: ${problem}` })
    } else if (isPure(from) && !isTestFile(rel)) {
      const bad = IMPURE_PACKAGES.find(
        (p) => spec.value === p || spec.value.startsWith(p.endsWith('/') ? p : `${p}/`),
      )
      if (bad)
        out.push({ file: rel, line, rule: 'purity', detail: `${spec.value}: pure code must not use ${bad}` })
    }
  }

  if (from.kind !== 'tool' && from.kind !== 'outside' && !isTestFile(rel)) {
    const seen = new Set<string>()
    for (const id of globalReferences(parsed.program, null, '')) {
      const name = String(id.name)
      const line = lineAt(source, id.start)
      const key = `${name}:${line}`
      if (seen.has(key)) continue
      if (isPure(from) && IMPURE_GLOBALS.has(name)) {
        seen.add(key)
        out.push({
          file: rel,
          line,
          rule: 'purity',
          detail: `${name}: pure code must not touch browser or network globals`,
        })
      } else if (!mayDoNetworkIo(from) && NETWORK_GLOBALS.has(name)) {
        seen.add(key)
        out.push({
          file: rel,
          line,
          rule: 'network',
          detail: `${name}: only chain/ and features/*/api/ do network I/O`,
        })
      }
    }
  }
  return out
}

function listSources(root: string, dir: string): string[] {
  const abs = join(root, dir)
  let entries: string[]
  try {
    entries = readdirSync(abs)
  } catch {
    return []
  }
  const files: string[] = []
  for (const name of entries) {
    if (SKIPPED_DIRS.has(name)) continue
    const rel = join(dir, name)
    const st = statSync(join(root, rel))
    if (st.isDirectory()) files.push(...listSources(root, rel))
    else if (SOURCE_EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts'))
      files.push(toPosix(rel))
  }
  return files
}

// Tarjan's strongly connected components: every group of nodes that reach each other, plus nodes that import
// themselves. Iterative, so a long import chain cannot overflow the stack.
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const found: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }]
    index.set(start, next)
    low.set(start, next)
    next++
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number }
      const targets = graph.get(frame.node) ?? []
      if (frame.child < targets.length) {
        const to = targets[frame.child++] as string
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next)
          next++
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, child: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const component: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      const selfLoop = component.length === 1 && targets.includes(frame.node)
      if (component.length > 1 || selfLoop) found.push(component.sort())
    }
  }
  return found
}

function featureOf(rel: string): string | null {
  const layer = layerOf(rel)
  return layer.kind === 'feature' ? layer.name : null
}

/** Import cycles between files, and between features (a feature reaching back to one that reaches it). */
export function checkCycles(edges: ImportEdges): Violation[] {
  const out: Violation[] = []
  const fileGraph = new Map<string, string[]>()
  for (const [from, list] of edges) fileGraph.set(from, [...new Set(list.map((e) => e.to))])
  for (const component of cycles(fileGraph)) {
    const first = component[0] as string
    const line = edges.get(first)?.find((e) => component.includes(e.to))?.line ?? 1
    out.push({
      file: first,
      line,
      rule: 'cycle',
      detail: `import cycle between files: ${component.join(', ')}`,
    })
  }
  const featureGraph = new Map<string, Set<string>>()
  const featureEdge = new Map<string, { file: string; line: number }>()
  for (const [from, list] of edges) {
    const a = featureOf(from)
    if (a === null) continue
    for (const e of list) {
      const b = featureOf(e.to)
      if (b === null || b === a) continue
      const set = featureGraph.get(a) ?? new Set<string>()
      set.add(b)
      featureGraph.set(a, set)
      if (!featureEdge.has(`${a}>${b}`)) featureEdge.set(`${a}>${b}`, { file: from, line: e.line })
    }
  }
  const graph = new Map([...featureGraph].map(([k, v]) => [k, [...v]] as const))
  for (const component of cycles(graph)) {
    const first = component[0] as string
    const target = graph.get(first)?.find((to) => component.includes(to)) ?? first
    const at = featureEdge.get(`${first}>${target}`) ?? { file: `src/features/${first}`, line: 1 }
    out.push({
      file: at.file,
      line: at.line,
      rule: 'cycle',
      detail: `import cycle between features: ${component.join(', ')}`,
    })
  }
  return out
}

export function checkBoundaries(root: string): Violation[] {
  const edges: ImportEdges = new Map()
  const found = SCANNED_ROOTS.flatMap((dir) => listSources(root, dir)).flatMap((rel) =>
    checkFile(root, rel, edges),
  )
  return [...found, ...checkCycles(edges)]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.')
  const violations = checkBoundaries(root)
  for (const v of violations) console.error(`${v.file}:${v.line} [${v.rule}] ${v.detail}`)
  if (violations.length > 0) {
    console.error(
      `Import boundaries: ${violations.length} violation(s). See the import rules in the architecture guide.`,
    )
    process.exit(1)
  }
  console.log('Import boundaries: ok')
}
