import { describe, expect, it, vi } from 'vitest'
import { sendCollect } from './sendCollect.ts'

const URL_ = 'https://collector.example/collect?v=2'

describe('sendCollect', () => {
  it('uses the beacon when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true)
    const fetch = vi.fn(() => Promise.resolve())
    expect(sendCollect({ sendBeacon, fetch }, URL_)).toBe(true)
    expect(sendBeacon).toHaveBeenCalledWith(URL_)
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each([
    ['refuses', () => false],
    [
      'throws',
      () => {
        throw new TypeError('blocked')
      },
    ],
  ])('falls back to a keepalive fetch without credentials when the beacon %s', (_, beacon) => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve())
    expect(sendCollect({ sendBeacon: beacon, fetch }, URL_)).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(URL_)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' })
  })

  it('swallows fetch failures', async () => {
    const rejected = Promise.reject(new Error('offline'))
    const fetch = vi.fn(() => rejected)
    expect(sendCollect({ fetch }, URL_)).toBe(true)
    await expect(rejected).rejects.toThrow('offline')
    const throwing = () => {
      throw new Error('sync')
    }
    expect(sendCollect({ fetch: throwing }, URL_)).toBe(false)
    expect(sendCollect({}, URL_)).toBe(false)
  })
})
