// The messages between the app's page and the list-import page (list-import.html, in a hidden frame of the
// app): the app asks for one https URL, the import page answers with the body (size-capped) or why it has none.
// Both sides check every message's origin and sender before reading it; these parsers then accept only the
// exact shapes below, since anything else arriving by postMessage is untrusted.

/** The import page's file, beside the app's index.html. */
export const LIST_IMPORT_PAGE = 'list-import.html'

/** The import page is loaded and listening. */
export type ListImportReady = { type: 'dex:list-import:ready' }

export type ListImportRequest = { type: 'dex:list-import:request'; id: number; url: string }

export type ListImportReply =
  | { type: 'dex:list-import:reply'; id: number; ok: true; body: string }
  | { type: 'dex:list-import:reply'; id: number; ok: false; reason: string }

type Fields = Readonly<Record<string, unknown>>

function fields(data: unknown): Fields | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : null
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

export const HTTPS_ONLY = 'the list-import page loads https URLs only'

/** Only https URLs with a host and no credentials in them: the import page fetches nothing else. */
export function isImportableUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    )
  } catch {
    return false
  }
}

export function parseListImportRequest(data: unknown): ListImportRequest | null {
  const f = fields(data)
  if (f?.type !== 'dex:list-import:request' || !isId(f.id) || typeof f.url !== 'string') return null
  return { type: f.type, id: f.id, url: f.url }
}

export function parseListImportReply(data: unknown): ListImportReady | ListImportReply | null {
  const f = fields(data)
  if (f?.type === 'dex:list-import:ready') return { type: f.type }
  if (f?.type !== 'dex:list-import:reply' || !isId(f.id)) return null
  if (f.ok === true && typeof f.body === 'string') return { type: f.type, id: f.id, ok: true, body: f.body }
  if (f.ok === false && typeof f.reason === 'string')
    return { type: f.type, id: f.id, ok: false, reason: f.reason }
  return null
}
