import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReadClient } from '../../chain/multicall.ts'
import { readClientOf } from './lazyReadClient.ts'
import { installWalletRuntime, loadWalletRuntime, walletRuntime } from './runtime.ts'
import { testWalletRuntime } from './test/testWalletRuntime.ts'

// What loading the runtime starts: a runtime whose mainnet client is the test's.
const loaded = vi.hoisted(() => ({ starts: 0, client: undefined as unknown }))
vi.mock('./runtime/walletRuntime.ts', async () => {
  const { testWalletRuntime: make } = await import('./test/testWalletRuntime.ts')
  return {
    appWagmiConfig: () => ({}),
    startWalletRuntime: () => {
      loaded.starts += 1
      return make({ readClientOf: (chainId) => (chainId === 1 ? (loaded.client as ReadClient) : undefined) })
    },
  }
})

function fakeClient(log: string[]) {
  return {
    chain: { id: 1 },
    getBlockNumber: async () => {
      log.push('getBlockNumber')
      return 42n
    },
    watchBlockNumber: ({ onBlockNumber }: { onBlockNumber: (n: bigint) => void }) => {
      log.push('watch')
      onBlockNumber(7n)
      return () => log.push('unwatch')
    },
  }
}

afterEach(() => installWalletRuntime(undefined))

describe('readClientOf', () => {
  it('is undefined for a chain this build does not configure, and one client per chain otherwise', () => {
    expect(readClientOf(undefined)).toBeUndefined()
    expect(readClientOf(999_999)).toBeUndefined()
    expect(readClientOf(1)).toBe(readClientOf(1))
  })

  it('loads the wallet runtime on its first action, then runs it on the runtime client', async () => {
    const log: string[] = []
    loaded.client = fakeClient(log)
    const client = readClientOf(1)
    expect(walletRuntime()).toBeUndefined()
    // Not a promise itself, and no plain property before the runtime is there.
    expect(Reflect.get(client ?? {}, 'then')).toBeUndefined()
    await expect(client?.getBlockNumber()).resolves.toBe(42n)
    expect(loaded.starts).toBe(1)
    expect(walletRuntime()).toBeDefined()
    // Once loaded, everything is the runtime client's.
    expect(client?.chain?.id).toBe(1)
    expect(log).toEqual(['getBlockNumber'])
  })

  it('starts a watcher once the runtime is there, and an unwatch before then stops it from starting', async () => {
    const log: string[] = []
    loaded.client = fakeClient(log)
    installWalletRuntime(undefined)
    const numbers: bigint[] = []
    const stopEarly = readClientOf(1)?.watchBlockNumber({ onBlockNumber: (n) => numbers.push(n) })
    stopEarly?.()
    const unwatch = readClientOf(1)?.watchBlockNumber({ onBlockNumber: (n) => numbers.push(n) })
    await vi.waitFor(() => expect(numbers).toEqual([7n]))
    unwatch?.()
    expect(log).toEqual(['watch', 'unwatch'])
  })

  it("starts no runtime from a load that a test's own runtime (or none) replaced meanwhile", async () => {
    installWalletRuntime(undefined)
    const starts = loaded.starts
    void loadWalletRuntime()
    // The test ends before the load settles: its teardown installs nothing in its place.
    installWalletRuntime(undefined)
    await new Promise((done) => setTimeout(done, 50))
    expect(loaded.starts).toBe(starts)
    expect(walletRuntime()).toBeUndefined()
    // A load asked for afterwards starts one as before.
    await loadWalletRuntime()
    expect(loaded.starts).toBe(starts + 1)
  })

  it('uses an installed runtime at once', async () => {
    const log: string[] = []
    installWalletRuntime(testWalletRuntime({ readClientOf: () => fakeClient(log) as unknown as ReadClient }))
    await expect(readClientOf(1)?.getBlockNumber()).resolves.toBe(42n)
    expect(log).toEqual(['getBlockNumber'])
  })
})
