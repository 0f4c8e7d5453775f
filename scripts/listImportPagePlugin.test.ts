import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildListImportPolicy, serializeContentSecurityPolicy } from './csp.ts'
import { builtListImportPage, bundleListImportScript } from './listImportPagePlugin.ts'

const ROOT = resolve(import.meta.dirname, '..')
const ENTRY = 'src/listImport.ts'
const SOURCE = readFileSync(resolve(ROOT, 'list-import.html'), 'utf8')
const POLICY = serializeContentSecurityPolicy(buildListImportPolicy())

describe('the built list-import page', () => {
  it('carries its own policy after the charset and loads the bundled script, not the source', () => {
    const html = builtListImportPage(SOURCE, ENTRY, 'assets/listImport-abc.js', POLICY)
    expect(html).toContain(
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${POLICY}" />`,
    )
    expect(html).toContain('<script type="module" src="./assets/listImport-abc.js"></script>')
    expect(html).not.toContain('/src/')
    expect(html.match(/<script/g)).toHaveLength(1)
  })

  it('refuses a page that does not load its entry in exactly one module script', () => {
    expect(() => builtListImportPage(SOURCE.replace(ENTRY, 'src/other.ts'), ENTRY, 'a.js', POLICY)).toThrow(
      /exactly one module script/,
    )
  })

  it('bundles its script into one small module holding no wallet, chain or app code', async () => {
    const { fileName, code } = await bundleListImportScript(resolve(ROOT, ENTRY))
    expect(fileName).toMatch(/^assets\/listImport-[0-9a-f]{10}\.js$/)
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
    expect(code.length).toBeLessThan(4096)
    expect(code).toContain('dex:list-import:ready')
    for (const marker of [
      'eth_requestAccounts',
      'wagmi',
      'walletconnect',
      'localStorage',
      'react',
      'innerHTML',
    ])
      expect(code).not.toContain(marker)
  })
})
