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
      'sw.js',
    ],
    'v1',
  )

  it("precaches the build's scripts and styles, never data (lists), source maps or itself", () => {
    expect(precachedFiles(source)).toEqual(['assets/index-abc.js', 'assets/index-def.css'])
  })

  it('leaves other origins and non-GET requests to the network, and names its cache after the build', () => {
    expect(source).toContain("if (request.method !== 'GET') return")
    expect(source).toContain('url.origin !== scopeUrl.origin')
    expect(source).toContain('"app-v1"')
  })
})
