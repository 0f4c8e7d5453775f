// What the lockfile installs for the app: read from package-lock.json, the file `npm ci` installs from.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

type LockEntry = { version?: string; dev?: boolean; link?: boolean; resolved?: string }
const ROOT = resolve(import.meta.dirname, '..')
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
const named = (name: string) =>
  Object.entries(lock.packages).filter(
    ([path]) => path === `node_modules/${name}` || path.endsWith(`/node_modules/${name}`),
  )

describe('the dependency tree', () => {
  it('holds no hardhat: hardhat-watcher, which only @uniswap/swap-router-contracts names, is the local stub', () => {
    expect(named('hardhat')).toEqual([])
    expect(Object.keys(lock.packages).filter((path) => /(^|\/)@nomicfoundation\//.test(path))).toEqual([])
    expect(named('hardhat-watcher')).toEqual([
      ['node_modules/hardhat-watcher', { resolved: 'stubs/hardhat-watcher', link: true }],
    ])
  })

  it('installs ajv-formats, whose format checks the bundled token-list validator inlines, as a runtime package', () => {
    const [entry, ...others] = named('ajv-formats')
    expect(others).toEqual([])
    expect(entry?.[1].dev).toBeUndefined()
  })
})
