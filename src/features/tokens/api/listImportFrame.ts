// The app's side of the list-import page (listImportPage.ts): a hidden frame of list-import.html, added the
// first time a list has to come from a host the app's policy does not list (a user's own list, as it is typed
// into Manage → Lists or refreshed once imported) and kept for later downloads. Loaded only then, so the first
// load carries none of it. Messages count only from that frame, on the app's own origin, for a request made.
import {
  HTTPS_ONLY,
  isImportableUrl,
  LIST_IMPORT_PAGE,
  type ListImportRequest,
  parseListImportReply,
} from '../model/listImportMessages.ts'

/** How long the frame may take to load and say it is ready; after that it is removed and the download fails. */
export const READY_TIMEOUT_MS = 15_000

export type ImportFrame = {
  /** The frame's window: requests are posted to it, and only its messages are read. */
  readonly target: Pick<Window, 'postMessage'>
  remove(): void
}

export type ListImportHost = {
  /** Where the frame's messages arrive: the app's window. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The app's origin, which is the frame's too. */
  origin: string
  openFrame(): ImportFrame
  readyTimeoutMs?: number
}

/** Downloads one https URL through the import page; resolves with its body as a response. */
export type ListImportClient = (url: string) => Promise<Response>

type Waiter = { resolve: (body: string) => void; reject: (error: Error) => void }

export function createListImportClient(host: ListImportHost): ListImportClient {
  const { events, origin, readyTimeoutMs = READY_TIMEOUT_MS } = host
  let frame: ImportFrame | null = null
  let ready: Promise<void> | null = null
  let markReady: (() => void) | null = null
  let lastId = 0
  const waiting = new Map<number, Waiter>()

  const onMessage = (event: MessageEvent) => {
    if (frame === null || event.source !== frame.target || event.origin !== origin) return
    const message = parseListImportReply(event.data)
    if (message === null) return
    if (message.type === 'dex:list-import:ready') {
      markReady?.()
      return
    }
    const waiter = waiting.get(message.id)
    if (!waiter) return
    waiting.delete(message.id)
    if (message.ok) waiter.resolve(message.body)
    else waiter.reject(new Error(message.reason))
  }

  const close = (error: Error) => {
    events.removeEventListener('message', onMessage)
    frame?.remove()
    frame = null
    ready = null
    markReady = null
    for (const waiter of waiting.values()) waiter.reject(error)
    waiting.clear()
  }

  const open = (): Promise<void> => {
    if (ready) return ready
    // Listening before the frame exists, so its ready message cannot be missed.
    events.addEventListener('message', onMessage)
    try {
      frame = host.openFrame()
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error))
      close(failure)
      return Promise.reject(failure)
    }
    const opening = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const failure = new Error('the list-import page did not load')
        reject(failure)
        close(failure)
      }, readyTimeoutMs)
      markReady = () => {
        clearTimeout(timer)
        markReady = null
        resolve()
      }
    })
    ready = opening
    return opening
  }

  return async (url) => {
    if (!isImportableUrl(url)) throw new Error(HTTPS_ONLY)
    await open()
    const target = frame?.target
    if (!target) throw new Error('the list-import page closed')
    lastId += 1
    const request: ListImportRequest = { type: 'dex:list-import:request', id: lastId, url }
    const body = await new Promise<string>((resolve, reject) => {
      waiting.set(request.id, { resolve, reject })
      target.postMessage(request, origin)
    })
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
  }
}

let appClient: ListImportClient | null = null

/** The app's import page: one hidden frame of list-import.html beside the app's page. */
export function fetchThroughListImportPage(url: string): Promise<Response> {
  appClient ??= createListImportClient({
    events: window,
    origin: window.location.origin,
    openFrame: () => {
      const iframe = document.createElement('iframe')
      iframe.src = new URL(LIST_IMPORT_PAGE, document.baseURI).href
      iframe.hidden = true
      iframe.tabIndex = -1
      iframe.setAttribute('aria-hidden', 'true')
      iframe.dataset.testid = 'list-import-frame'
      document.body.append(iframe)
      const target = iframe.contentWindow
      if (!target) {
        iframe.remove()
        throw new Error('the list-import page could not be framed')
      }
      return { target, remove: () => iframe.remove() }
    },
  })
  return appClient(url)
}
