import { describe, expect, it } from 'vitest'
import { serviceWorkerSource } from './serviceWorkerPlugin.ts'

function precachedFiles(source: string): string[] {
  const match = source.match(/const ASSETS = new Set\((\[.*\])\)/)
  if (!match?.[1]) throw new Error('no asset list in the worker')
  return JSON.parse(match[1]) as string[]
}

describe('the service worker', () => {
  const source = serviceWorkerSource(
    [
      'assets/index-abc.js',
      'assets/index-abc.js.map',
      'assets/index-def.css',
      'devchain.tokenlist.json',
      'index.html',
      'list-import.html',
      'sw.js',
    ],
    'v1',
  )

  it("precaches the build's scripts and styles, never pages, data (lists), source maps or itself", () => {
    expect(precachedFiles(source)).toEqual(['assets/index-abc.js', 'assets/index-def.css'])
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
