// The static shell (issue #24): the built index.html carries the header and the swap card as the app first
// renders them, so a browser paints the real layout before any script has run. After the bundle is written the
// plugin serves the build, opens /#/swap in Chromium with every request leaving the machine refused (no chain,
// no lists: the app's first render, before any data), and copies #root's markup into index.html. The copy is
// inert and hidden from assistive technology (nothing in it works before the app takes over), has no test ids
// (tests never reach it), and no script: the page's CSP stays `script-src 'self'`. When the app starts, React
// replaces it in one commit with the same layout, so nothing moves.
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { serveCompressed } from './serveCompressed.ts'

export const CHROMIUM_PATH = '/usr/bin/chromium'
const ROOT_ELEMENT = '<div id="root"></div>'
const SNAPSHOT_TIMEOUT_MS = 30_000

/** index.html with the shell's markup inside its empty #root (an error when it has none, or the shell a script). */
export function injectStaticShell(indexHtml: string, shell: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty <div id="root"></div>')
  if (/<script\b/i.test(shell)) throw new Error('the static shell must not carry a script')
  return indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${shell}</div>`)
}

/**
 * index.html with its stylesheet written inline in the head in place of its link, so the first paint waits for
 * no other request (vite.config.ts keeps the lazy screens from loading the file again).
 */
export function inlineStylesheet(indexHtml: string, link: string, css: string): string {
  if (!indexHtml.includes(link)) throw new Error(`index.html has no ${link}`)
  if (/<\/style/i.test(css)) throw new Error('the stylesheet would close its <style> element')
  return indexHtml.replace(link, () => `<style>${css}</style>`)
}

/** The stylesheet links of index.html and the files they name. */
function stylesheetLinks(indexHtml: string): { link: string; href: string }[] {
  return [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g)].map(
    (match) => ({
      link: match[0],
      href: match[1] as string,
    }),
  )
}

/** #root's markup once the swap card is rendered, made inert, hidden and free of test ids. */
async function snapshotShell(dir: string): Promise<string> {
  const { chromium } = await import('@playwright/test')
  const { server, url } = await serveCompressed(dir)
  const origin = url.replace(/\/$/, '')
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' })
    await context.route(
      (url) => !url.href.startsWith(origin),
      (route) => route.abort('blockedbyclient'),
    )
    const page = await context.newPage()
    await page.goto(`${origin}/#/swap`)
    // The swap card renders in the app's first commit, header and all.
    await page.locator('[data-testid="amount-from"]').waitFor({ timeout: SNAPSHOT_TIMEOUT_MS })
    return await page.evaluate(() => {
      const root = document.getElementById('root')
      if (!root) throw new Error('no #root')
      const copy = root.cloneNode(true) as HTMLElement
      for (const element of copy.querySelectorAll('script, [data-testid="route-error"]')) element.remove()
      for (const element of copy.querySelectorAll('[data-testid]')) element.removeAttribute('data-testid')
      for (const element of copy.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus')
      for (const child of copy.children) {
        child.setAttribute('inert', '')
        child.setAttribute('aria-hidden', 'true')
        child.setAttribute('data-static-shell', '')
      }
      return copy.innerHTML
    })
  } finally {
    await browser.close()
    await new Promise<void>((done) => server.close(() => done()))
  }
}

/**
 * Writes the static shell into the built index.html. Off with VITE_STATIC_SHELL=off; a machine without
 * Chromium builds without it (a warning says so) rather than failing.
 */
export function staticShellPlugin(enabled: boolean): Plugin {
  let outDir = ''
  return {
    name: 'dex:static-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if (!enabled) return
      const { existsSync } = await import('node:fs')
      if (!existsSync(CHROMIUM_PATH)) {
        this.warn(`${CHROMIUM_PATH} is missing: the build's index.html has no static shell`)
        return
      }
      const indexFile = join(outDir, 'index.html')
      const shell = await snapshotShell(outDir)
      let html = injectStaticShell(await readFile(indexFile, 'utf8'), shell)
      for (const { link, href } of stylesheetLinks(html))
        html = inlineStylesheet(html, link, await readFile(join(outDir, href), 'utf8'))
      await writeFile(indexFile, html)
    },
  }
}
