// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Config } from 'wagmi'

const wagmi = vi.hoisted(() => ({
  settle: (): void => undefined,
  connect: vi.fn(() => Promise.resolve()),
}))
vi.mock('wagmi/actions', () => ({
  reconnect: () =>
    new Promise<void>((resolve) => {
      wagmi.settle = resolve
    }),
  connect: wagmi.connect,
  getConnection: () => ({ status: 'disconnected' }),
  getConnectors: () => [{ id: 'injected' }],
  watchConnection: () => () => undefined,
}))

const { startAutoConnect } = await import('./autoConnect.ts')
const config = {} as Config

// A mobile browser with its own injected wallet: the spec connects it without asking once nothing reconnected.
beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile')
  ;(window as unknown as { ethereum: object }).ethereum = { on: () => undefined }
})
afterEach(() => {
  vi.restoreAllMocks()
  wagmi.connect.mockClear()
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startAutoConnect', () => {
  it("connects a mobile browser's own wallet once the reconnect found nothing", async () => {
    const stop = startAutoConnect(config)
    wagmi.settle()
    await settled()
    expect(wagmi.connect).toHaveBeenCalledTimes(1)
    stop()
  })

  it('connects nothing when stopped before the reconnect settled (the app went away)', async () => {
    const stop = startAutoConnect(config)
    stop()
    wagmi.settle()
    await settled()
    expect(wagmi.connect).not.toHaveBeenCalled()
  })
})
