import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBoundaries } from './check-boundaries'

let root = ''

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  return root
}

function rulesOf(files: Record<string, string>): string[] {
  return checkBoundaries(tree(files)).map((v) => `${v.file} ${v.rule}`)
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('import boundaries', () => {
  it('accepts a tree that follows the rules', () => {
    expect(
      rulesOf({
        'src/main.tsx': "import { App } from './app/App'\n",
        'src/app/App.tsx':
          "import { SwapScreen } from '../features/swap'\nexport const App = () => <SwapScreen />\n",
        'src/features/swap/index.ts': "export { SwapScreen } from './screens/SwapScreen'\n",
        'src/features/swap/screens/SwapScreen.tsx':
          "import { useWallet } from '../../wallet'\nimport { Button } from '../../../ui/Button'\nexport const SwapScreen = () => <Button label={String(useWallet())} />\n",
        'src/features/wallet/index.ts': 'export const useWallet = () => 1\n',
        'src/features/swap/model/parse.ts':
          "import { clamp } from '../../../lib/clamp'\nexport const parse = (x: number) => clamp(x)\n",
        'src/features/swap/api/getQuote.ts': 'export const getQuote = (url: string) => fetch(url)\n',
        'src/ui/Button.tsx':
          "import { clamp } from '../lib/clamp'\nexport const Button = (p: { label: string }) => <b>{p.label}{clamp(1)}</b>\n",
        'src/lib/clamp.ts': 'export const clamp = (x: number) => Math.max(0, x)\n',
        'src/chain/client.ts':
          "import { clamp } from '../lib/clamp'\nexport const get = () => fetch('x').then(() => clamp(1))\n",
      }),
    ).toEqual([])
  })

  it('catches a deliberate violation of each rule', () => {
    const found = rulesOf({
      'src/main.tsx': "import './app/App'\n",
      'src/app/App.tsx': 'export {}\n',
      // chain may import only lib
      'src/chain/bad.ts': "import { Button } from '../ui/Button'\nexport const x = Button\n",
      'src/ui/Button.tsx': 'export const Button = 1\n',
      // lib is pure and imports nothing outside lib
      'src/lib/bad.ts':
        "import { useState } from 'react'\nimport { x } from '../chain/bad'\nexport const y = [useState, x, localStorage]\n",
      // features meet only through index.ts; product features never import each other
      'src/features/swap/index.ts': 'export {}\n',
      'src/features/swap/model/bad.ts': 'export const z = window.location\n',
      'src/features/vote/index.ts': "import '../swap'\nimport '../wallet/store'\n",
      'src/features/wallet/index.ts': "import '../swap'\n",
      'src/features/wallet/store.ts': 'export const s = 1\n',
      // only chain/ and api/ do network I/O
      'src/features/wallet/hooks/useX.ts': "export const q = () => fetch('https://example.org')\n",
      // nothing imports app
      'src/features/wallet/hooks/useApp.ts': "import '../../../app/App'\n",
      // tools import src only through public entries
      'bench/bad.ts': "import '../src/lib/bad'\n",
    })
    expect(found).toEqual(
      expect.arrayContaining([
        'src/chain/bad.ts layers',
        'src/lib/bad.ts purity',
        'src/lib/bad.ts layers',
        'src/features/swap/model/bad.ts purity',
        'src/features/vote/index.ts layers',
        'src/features/wallet/index.ts layers',
        'src/features/wallet/hooks/useX.ts network',
        'src/features/wallet/hooks/useApp.ts layers',
        'bench/bad.ts layers',
      ]),
    )
    // vote imports swap (product → product) and wallet/store (not an index): two findings
    expect(found.filter((f) => f === 'src/features/vote/index.ts layers')).toHaveLength(2)
  })

  it('keeps storage/ below the features: it imports only storage/ and lib/, and model/ code may not use it', () => {
    const found = rulesOf({
      'src/storage/persisted.ts':
        "import { clamp } from '../lib/clamp'\nexport const load = () => clamp(1)\n",
      'src/storage/bad.ts':
        "import { get } from '../chain/client'\nimport { x } from '../features/settings'\nexport const b = [get, x]\n",
      'src/lib/clamp.ts': 'export const clamp = (x: number) => x\n',
      'src/chain/client.ts': 'export const get = 1\n',
      'src/features/settings/index.ts':
        "import { load } from '../../storage/persisted'\nexport const x = load\n",
      'src/features/settings/model/bad.ts':
        "import { load } from '../../../storage/persisted'\nexport const m = load\n",
    })
    expect(found.filter((f) => f === 'src/storage/bad.ts layers')).toHaveLength(2)
    expect(found).toContain('src/features/settings/model/bad.ts layers')
    expect(found).not.toContain('src/storage/persisted.ts layers')
    expect(found).not.toContain('src/features/settings/index.ts layers')
  })

  it('lets migrate use pool-v2 and pool-v3 but not swap', () => {
    expect(
      rulesOf({
        'src/features/migrate/index.ts': "import '../pool-v2'\nimport '../pool-v3'\nimport '../swap'\n",
        'src/features/pool-v2/index.ts': 'export {}\n',
        'src/features/pool-v3/index.ts': 'export {}\n',
        'src/features/swap/index.ts': 'export {}\n',
      }),
    ).toEqual(['src/features/migrate/index.ts layers'])
  })

  it('treats analytics as the last foundation feature: product features use it, it uses no product feature', () => {
    expect(
      rulesOf({
        'src/features/swap/index.ts': "import '../analytics'\n",
        'src/features/wallet/index.ts': 'export {}\n',
        'src/features/analytics/index.ts': "import '../wallet'\nimport '../vote'\n",
        'src/features/analytics/api/send.ts': 'export const send = (url: string) => fetch(url)\n',
        'src/features/analytics/tracker.ts': 'export const send = (url: string) => fetch(url)\n',
        'src/features/vote/index.ts': 'export {}\n',
      }),
    ).toEqual(['src/features/analytics/index.ts layers', 'src/features/analytics/tracker.ts network'])
  })

  it('keeps the foundation in the architecture order: a foundation feature imports only those listed before it', () => {
    const found = rulesOf({
      'src/features/chain-data/index.ts': 'export const block = 1\n',
      'src/features/wallet/index.ts': "import '../chain-data'\nexport const w = 1\n",
      'src/features/settings/index.ts': "import '../wallet'\nimport '../transactions'\nexport const s = 1\n",
      'src/features/transactions/index.ts': "import '../settings'\nexport const t = 1\n",
      'src/features/approvals/index.ts':
        "import '../transactions'\nimport '../pool-data'\nexport const a = 1\n",
      'src/features/pool-data/index.ts': "import '../chain-data'\nexport const p = 1\n",
    })
    expect(found.filter((f) => f.endsWith(' layers')).sort()).toEqual([
      'src/features/approvals/index.ts layers',
      'src/features/settings/index.ts layers',
    ])
    // settings → transactions → settings is also a cycle between features
    expect(found).toContain('src/features/settings/index.ts cycle')
  })

  it('fails on an import cycle between files, however long, and on a file importing itself', () => {
    const found = checkBoundaries(
      tree({
        'src/lib/a.ts': "import { b } from './b'\nexport const a = () => b\n",
        'src/lib/b.ts': "import { c } from './c'\nexport const b = () => c\n",
        'src/lib/c.ts': "import type { A } from './a'\nexport const c = 1\nexport type C = A\n",
        'src/lib/self.ts': "import './self'\nexport const s = 1\n",
        'src/lib/fine.ts': "import { a } from './a'\nexport const f = a\n",
        'src/ui/Lazy.tsx': "export const L = () => import('./Host')\n",
        'src/ui/Host.tsx': "import { L } from './Lazy'\nexport const H = L\n",
      }),
    ).filter((v) => v.rule === 'cycle')
    expect(found.map((v) => v.detail)).toEqual([
      'import cycle between files: src/lib/a.ts, src/lib/b.ts, src/lib/c.ts',
      'import cycle between files: src/lib/self.ts',
      'import cycle between files: src/ui/Host.tsx, src/ui/Lazy.tsx',
    ])
  })

  it('fails on a cycle among the tools too (bench, tests, scripts, devchain), type-only imports included', () => {
    const found = checkBoundaries(
      tree({
        'bench/run.ts': "import { a } from './a'\nexport type Result = number\nexport const r = a\n",
        'bench/a.ts': "import type { Result } from './run'\nexport const a: Result = 1\n",
      }),
    ).filter((v) => v.rule === 'cycle')
    expect(found.map((v) => v.detail)).toEqual(['import cycle between files: bench/a.ts, bench/run.ts'])
  })

  it('fails on a cycle between features even when no two files form one', () => {
    const found = checkBoundaries(
      tree({
        'src/features/swap/index.ts': "export { x } from './x'\n",
        'src/features/swap/x.ts': "import { t } from '../tokens'\nexport const x = t\n",
        'src/features/swap/y.ts': 'export const y = 1\n',
        'src/features/tokens/index.ts': "export { t } from './t'\n",
        'src/features/tokens/t.ts': 'export const t = 1\n',
        'src/features/tokens/u.ts': "import { y } from '../swap/y'\nexport const u = y\n",
      }),
    )
    expect(found.filter((v) => v.rule === 'cycle').map((v) => v.detail)).toEqual([
      'import cycle between features: swap, tokens',
    ])
  })

  it('ignores property names that look like globals', () => {
    expect(
      rulesOf({
        'src/lib/ok.ts': 'const o = { fetch: 1, window: 2 }\nexport const v = o.fetch + o.window\n',
      }),
    ).toEqual([])
  })
})
