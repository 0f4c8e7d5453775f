// The list-import page (list-import.html): a page of the build with no wallet code, whose policy lets it connect
// to any https host. The app frames it, hidden, only when a list has to come from a host the app's own policy
// does not list, and asks it for one URL at a time. It answers its parent alone, with the size-capped body or
// the reason there is none; the app then parses and validates the body like any list it downloads itself.

import { MAX_LIST_BYTES, readCappedText, TooLargeError } from '../../../chain/readCappedText.ts'
import {
  HTTPS_ONLY,
  isImportableUrl,
  type ListImportReady,
  type ListImportReply,
  parseListImportRequest,
} from '../model/listImportMessages.ts'
import type { FetchLike } from './getTokenList.ts'

export type ListImportPageEnv = {
  /** Where requests arrive: the import page's own window. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The app, which framed the page; null when the page is not in a frame (then it serves nothing). */
  parent: Pick<Window, 'postMessage'> | null
  /** The page's origin, which must be the app's: messages from any other are ignored, none is sent to one. */
  origin: string
  fetch: FetchLike
  maxBytes?: number
}

type Outcome = { ok: true; body: string } | { ok: false; reason: string }

async function download(url: string, fetch: FetchLike, maxBytes: number): Promise<Outcome> {
  if (!isImportableUrl(url)) return { ok: false, reason: HTTPS_ONLY }
  try {
    const response = await fetch(url, { credentials: 'omit', redirect: 'follow' })
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` }
    return { ok: true, body: await readCappedText(response, maxBytes) }
  } catch (error) {
    if (error instanceof TooLargeError) return { ok: false, reason: `larger than ${maxBytes} bytes` }
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** Serves the app's requests until the returned stop is called; says it is ready first. */
export function serveListImports(env: ListImportPageEnv): () => void {
  const { events, parent, origin, fetch, maxBytes = MAX_LIST_BYTES } = env
  if (parent === null) return () => {}
  const send = (message: ListImportReady | ListImportReply) => parent.postMessage(message, origin)
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== parent) return
    const request = parseListImportRequest(event.data)
    if (request === null) return
    void download(request.url, fetch, maxBytes).then((outcome) =>
      send(
        outcome.ok
          ? { type: 'dex:list-import:reply', id: request.id, ok: true, body: outcome.body }
          : { type: 'dex:list-import:reply', id: request.id, ok: false, reason: outcome.reason },
      ),
    )
  }
  events.addEventListener('message', onMessage)
  send({ type: 'dex:list-import:ready' })
  return () => events.removeEventListener('message', onMessage)
}

/** The import page's entry: serves its parent with the page's own fetch. */
export function startListImportPage(): void {
  serveListImports({
    events: window,
    parent: window.parent === window ? null : window.parent,
    origin: window.location.origin,
    fetch: (url, init) => fetch(url, init),
  })
}
