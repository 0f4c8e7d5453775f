// The app's side and the import page's side of the list-import page, wired through two stand-in windows that
// deliver postMessage as a browser does: a clone of the data, a task later, only when the target origin
// matches, with the sender's origin and window on the event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createListImportClient, type ListImportHost, READY_TIMEOUT_MS } from './listImportFrame.ts'
import { serveListImports } from './listImportPage.ts'

const APP = 'https://app.example'
const LIST_URL = 'https://lists.example/mine.json'
const BODY = JSON.stringify({ name: 'Mine', tokens: [] })

type Win = EventTarget & { postMessage: (data: unknown, targetOrigin: string) => void }

function messageEvent(data: unknown, origin: string, source: unknown): Event {
  return Object.assign(new Event('message'), { data, origin, source })
}

/** A window of `origin` whose postMessage is called by `sender` (of `senderOrigin`). */
function windowOf(origin: string): Win & { answer: (sender: object, senderOrigin: string) => void } {
  const target = new EventTarget() as Win & { answer: (sender: object, senderOrigin: string) => void }
  target.postMessage = () => {
    throw new Error('no sender wired')
  }
  target.answer = (sender, senderOrigin) => {
    target.postMessage = (data, targetOrigin) => {
      if (targetOrigin !== '*' && targetOrigin !== origin) return
      const copy = structuredClone(data)
      setTimeout(() => target.dispatchEvent(messageEvent(copy, senderOrigin, sender)))
    }
  }
  return target
}

type Served = { status?: number; body?: string; headers?: Record<string, string> }

function setup(options: { appOrigin?: string; pageOrigin?: string; serve?: boolean } = {}) {
  const { appOrigin = APP, pageOrigin = APP, serve = true } = options
  const app = windowOf(appOrigin)
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const served: Served = responses.shift() ?? { body: BODY }
    return new Response(served.body ?? '', { status: served.status ?? 200, headers: served.headers ?? {} })
  })
  const responses: Served[] = []
  const frames: { win: Win; removed: boolean }[] = []
  const host: ListImportHost = {
    events: app as unknown as ListImportHost['events'],
    origin: appOrigin,
    openFrame: () => {
      const win = windowOf(pageOrigin)
      win.answer(app, appOrigin)
      app.answer(win, pageOrigin)
      const stop = serve
        ? serveListImports({
            events: win as unknown as Window,
            parent: app as unknown as Window,
            origin: pageOrigin,
            fetch,
            maxBytes: 1000,
          })
        : () => {}
      const entry = { win, removed: false }
      frames.push(entry)
      return {
        target: win as unknown as Window,
        remove: () => {
          entry.removed = true
          stop()
        },
      }
    },
  }
  return { app, fetch, responses, frames, download: createListImportClient(host) }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Runs the message tasks (and any timers) until `promise` settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  const result = await outcome
  if ('error' in result) throw result.error
  return result.value
}

describe('downloading through the list-import page', () => {
  it('opens no frame until a download is asked for, then one, reused for the next', async () => {
    const { frames, fetch, download } = setup()
    expect(frames).toHaveLength(0)
    const response = await settle(download(LIST_URL))
    expect(await response.text()).toBe(BODY)
    await settle(download('https://other.example/list.json'))
    expect(frames).toHaveLength(1)
    expect(fetch.mock.calls).toEqual([
      [LIST_URL, { credentials: 'omit', redirect: 'follow' }],
      ['https://other.example/list.json', { credentials: 'omit', redirect: 'follow' }],
    ])
  })

  it('hands back why a download failed: an HTTP error, a body over the cap (refused in the page), a network error', async () => {
    const { responses, fetch, download } = setup()
    responses.push({ status: 500, body: 'down' })
    await expect(settle(download(LIST_URL))).rejects.toThrow('HTTP 500')
    responses.push({ body: 'x'.repeat(1001) })
    await expect(settle(download(LIST_URL))).rejects.toThrow('larger than 1000 bytes')
    responses.push({ body: 'x', headers: { 'content-length': '5000' } })
    await expect(settle(download(LIST_URL))).rejects.toThrow('larger than 1000 bytes')
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(settle(download(LIST_URL))).rejects.toThrow('Failed to fetch')
  })

  it('refuses anything but https, without opening the frame', async () => {
    const { frames, fetch, download } = setup()
    for (const url of [
      'http://lists.example/a.json',
      'https://u:p@lists.example/a.json',
      'javascript:alert(1)',
    ])
      await expect(settle(download(url))).rejects.toThrow('the list-import page loads https URLs only')
    expect(frames).toHaveLength(0)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('the page refuses a non-https request it is sent, without fetching', async () => {
    const { app, frames, fetch, download } = setup()
    await settle(download(LIST_URL))
    const frame = frames[0]?.win
    if (!frame) throw new Error('no frame')
    const replies: unknown[] = []
    app.addEventListener('message', (event) => replies.push((event as MessageEvent).data))
    frame.dispatchEvent(
      messageEvent({ type: 'dex:list-import:request', id: 99, url: 'http://lists.example/a.json' }, APP, app),
    )
    await vi.runAllTimersAsync()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(replies).toEqual([
      {
        type: 'dex:list-import:reply',
        id: 99,
        ok: false,
        reason: 'the list-import page loads https URLs only',
      },
    ])
  })

  it('the app takes no answer but its frame’s, on its own origin: forged replies do not settle a download', async () => {
    const { app, frames, download } = setup()
    const pending = download(LIST_URL)
    let settled: string | null = null
    void pending.then(async (response) => {
      settled = await response.text()
    })
    await vi.advanceTimersByTimeAsync(0) // the frame is ready
    const frame = frames[0]?.win
    if (!frame) throw new Error('no frame')
    const forged = { type: 'dex:list-import:reply', id: 1, ok: true, body: '{"name":"Forged"}' }
    app.dispatchEvent(messageEvent(forged, 'https://evil.example', frame))
    app.dispatchEvent(messageEvent(forged, APP, new EventTarget()))
    app.dispatchEvent(messageEvent({ ...forged, id: 2 }, APP, frame))
    await Promise.resolve()
    expect(settled).toBeNull()
    await settle(pending)
    expect(settled).toBe(BODY)
  })

  it('the page serves its parent on its own origin only', async () => {
    const { app, frames, fetch, download } = setup()
    await settle(download(LIST_URL))
    const frame = frames[0]?.win
    if (!frame) throw new Error('no frame')
    const request = { type: 'dex:list-import:request', id: 7, url: 'https://exfiltrate.example/?secret=1' }
    frame.dispatchEvent(messageEvent(request, 'https://evil.example', app))
    frame.dispatchEvent(messageEvent(request, APP, new EventTarget()))
    frame.dispatchEvent(messageEvent(request, APP, frame))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('framed by another origin, the page neither says it is ready nor fetches for it', async () => {
    const { fetch, download } = setup({ appOrigin: 'https://evil.example', pageOrigin: APP })
    await expect(settle(download(LIST_URL))).rejects.toThrow('the list-import page did not load')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('not framed at all, the page serves nothing', () => {
    const events = new EventTarget()
    const add = vi.spyOn(events, 'addEventListener')
    const stop = serveListImports({
      events: events as unknown as Window,
      parent: null,
      origin: APP,
      fetch: vi.fn(),
    })
    expect(add).not.toHaveBeenCalled()
    stop()
  })

  it('a frame that never says it is ready is removed after the wait, and the next download opens a new one', async () => {
    const { frames, download } = setup({ serve: false })
    const failed = download(LIST_URL).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1)
    expect(frames[0]?.removed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await failed).toEqual(new Error('the list-import page did not load'))
    expect(frames[0]?.removed).toBe(true)
    void download(LIST_URL).catch(() => undefined)
    expect(frames).toHaveLength(2)
  })
})
