// Vite plugin: the list-import page (list-import.html at the root; its script src/listImport.ts). The app frames
// it, hidden, to download a list from a host the app's own policy does not list. The dev server serves the page
// like any other; a build bundles its script on its own, apart from the app's module graph, so the two share no
// chunk: nothing of the page reaches the app's first load, and nothing of the app (wallet code above all) reaches
// the page. The built page carries its own Content-Security-Policy (scripts/csp.ts, buildListImportPolicy).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'
import { buildListImportPolicy, injectContentSecurityPolicy, serializeContentSecurityPolicy } from './csp.ts'

export type ListImportPageOptions = {
  /** The repository root. */
  root: string
  /** The page's file name, at the root of the sources and of the build. */
  page: string
  /** Its script, relative to the root, as the page's source names it (`/src/…`). */
  entry: string
}

/**
 * The built page: the source's module script pointing at the bundled one, and the page's own policy. Throws when
 * the source does not load `entry` in exactly one module script.
 */
export function builtListImportPage(source: string, entry: string, script: string, policy: string): string {
  const tag = `<script type="module" src="/${entry}"></script>`
  if (source.split(tag).length !== 2)
    throw new Error(`the list-import page must load /${entry} in exactly one module script`)
  return injectContentSecurityPolicy(
    source.replace(tag, `<script type="module" src="./${script}"></script>`),
    policy,
  )
}

/** The page's script as one self-contained module, and its file name in the build (exported for tests). */
export async function bundleListImportScript(input: string): Promise<{ fileName: string; code: string }> {
  const bundle = await rolldown({ input, platform: 'browser', logLevel: 'warn' })
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    const [chunk, ...rest] = output
    if (chunk?.type !== 'chunk' || rest.some((item) => item.type === 'chunk'))
      throw new Error('The list-import page did not bundle into one script')
    const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10)
    return { fileName: `assets/listImport-${hash}.js`, code: chunk.code }
  } finally {
    await bundle.close()
  }
}

export function listImportPagePlugin({ root, page, entry }: ListImportPageOptions): Plugin {
  const policy = serializeContentSecurityPolicy(buildListImportPolicy())
  return {
    name: 'dex:list-import-page',
    apply: 'build',
    async generateBundle() {
      const script = await bundleListImportScript(resolve(root, entry))
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.code })
      const source = readFileSync(resolve(root, page), 'utf8')
      this.emitFile({
        type: 'asset',
        fileName: page,
        source: builtListImportPage(source, entry, script.fileName, policy),
      })
    },
  }
}
