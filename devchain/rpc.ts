import { gunzipSync } from 'node:zlib'
import { isRecord } from './build/json.ts'

let nextId = 1

export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** One JSON-RPC call over HTTP; resolves with the `result`, rejects with an RpcError for an `error`. */
export async function rpc(
  url: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = 30_000,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body: unknown = await response.json()
  if (!isRecord(body)) throw new Error(`${method}: malformed JSON-RPC response (HTTP ${response.status})`)
  if (isRecord(body.error)) {
    const { message, code, data } = body.error
    throw new RpcError(`${method}: ${String(message)}`, typeof code === 'number' ? code : 0, data)
  }
  return body.result
}

export function asHexString(value: unknown, what: string): `0x${string}` {
  if (typeof value !== 'string' || !value.startsWith('0x')) throw new Error(`${what}: expected a hex string`)
  return value as `0x${string}`
}

/** anvil_dumpState's answer (hex of gzip-compressed JSON, or of plain JSON) as the JSON text. */
export function dumpedStateJson(dumped: `0x${string}`): string {
  const raw = Buffer.from(dumped.slice(2), 'hex')
  return (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8')
}
