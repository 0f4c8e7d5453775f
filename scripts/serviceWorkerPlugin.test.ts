import { describe, expect, it } from 'vitest'
import { serviceWorkerSource, startFiles } from './serviceWorkerPlugin.ts'

function listIn(source: string, pattern: RegExp): string[] {
  const match = source.match(pattern)
  if (!match?.[1]) throw new Error(`no ${pattern} in the worker`)
  return JSON.parse(match[1]) as string[]
}
const servedFiles = (source: string) => listIn(source, /const ASSETS = new Set\((\[.*\])\)/)
const installedFiles = (source: string) => listIn(source, /const START = (\[.*\])/)

const FILES = [
  'assets/index-abc.js',
  'assets/index-abc.js.map',
  'assets/index-def.css',
  'assets/VoteScreen-123.js',
  'devchain.tokenlist.json',
  'favicon.svg',
  'index.html',
  'list-import.html',
  'sw.js',
]

const PAGE = `<!doctype html><html><head>
<link rel="icon" href="./favicon.svg">
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="./assets/index-abc.js.map">
<link rel="stylesheet" crossorigin href="./assets/index-def.css">
<link rel="manifest" href="./devchain.tokenlist.json">
<a href="https://example.org/assets/VoteScreen-123.js">elsewhere</a>
</head><body><div id="root"></div></body></html>`

describe('the service worker', () => {
  const source = serviceWorkerSource(FILES, 'v1', startFiles(PAGE, FILES))

  it("serves the build's scripts, styles and images, never pages, data (lists), source maps or itself", () => {
    expect(servedFiles(source)).toEqual([
      'assets/index-abc.js',
      'assets/index-def.css',
      'assets/VoteScreen-123.js',
      'favicon.svg',
    ])
  })

  it('installs with the files the page names, and no other screen', () => {
    expect(startFiles(PAGE, FILES)).toEqual(['assets/index-abc.js', 'assets/index-def.css', 'favicon.svg'])
    expect(installedFiles(source)).toEqual(['assets/index-abc.js', 'assets/index-def.css', 'favicon.svg'])
    expect(source).toContain('START.map(')
  })

  it('caches any other file of the build the first time the page asks for it, and only a good answer', () => {
    expect(source).toContain('fetch(request).then((response) => {')
    expect(source).toContain("if (response.ok && response.type === 'basic')")
    expect(source).toContain('cache.put(url.href, response.clone())')
  })

  it('keeps the files of the build the page says it loaded, nothing else', () => {
    expect(source).toContain("data.type !== 'loaded'")
    expect(source).toContain('if (ASSETS.has(file)) files.push(')
    expect(source).toContain(
      "url.origin !== scopeUrl.origin || !url.pathname.startsWith(scopeUrl.pathname) || url.search !== ''",
    )
  })

  it('leaves other origins and non-GET requests to the network, and names its cache after the build', () => {
    expect(source).toContain("if (request.method !== 'GET') return")
    expect(source).toContain('url.origin !== scopeUrl.origin')
    expect(source).toContain('"app-v1"')
  })

  it("answers navigations to the app's page only, never another page of the build with it", () => {
    expect(source).toContain("if (file !== '' && file !== 'index.html') return")
    expect(source.indexOf("if (file !== '' && file !== 'index.html') return")).toBeLessThan(
      source.indexOf('caches.match(scopeUrl.href'),
    )
  })
})
