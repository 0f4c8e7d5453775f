import { type CustomTransport, custom, HttpRequestError, numberToHex, RpcRequestError } from 'viem'
import { RpcError } from './errors.ts'
import { readCappedText, TooLargeError } from './readCappedText.ts'

/**
 * The largest answer read from a node: a batch of a block's reads or a span of logs is far smaller; a node sending
 * more is refused before the page runs out of memory.
 */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024

export type RpcRequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }
export type RpcRequestFunction = (args: RpcRequestArguments) => Promise<unknown>
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>

export type BatchedHttpOptions = {
  url: string
  /** Answers eth_chainId without asking the node. */
  chainId: number
  /** Requests made within this window go out together. */
  batchWaitMs?: number
  /** A batch not answered within this time fails as 'Failed to send batch call'. */
  timeoutMs?: number
  fetch?: FetchFunction
}

export const BATCH_WAIT_MS = 50
/** viem's own HTTP transport waits as long. */
export const REQUEST_TIMEOUT_MS = 10_000

type Pending = {
  id: number
  method: string
  params: readonly unknown[] | object
  resolve: (result: unknown) => void
  reject: (error: RpcError) => void
}

type ResponseItem = { id?: unknown; result?: unknown; error?: unknown }

function isObject(value: unknown): value is ResponseItem & object {
  return typeof value === 'object' && value !== null
}

function itemError(error: unknown): RpcError {
  const fields = isObject(error) ? (error as { code?: unknown; message?: unknown; data?: unknown }) : {}
  return new RpcError(typeof fields.message === 'string' ? fields.message : 'JSON-RPC error', {
    code: typeof fields.code === 'number' ? fields.code : undefined,
    data: fields.data,
  })
}

function unexpected(method: string, item?: unknown): RpcError {
  return new RpcError(`Received unexpected JSON-RPC response to ${method} request.`, {
    code: -32000,
    data: item,
  })
}

/**
 * An EIP-1193 `request` over HTTP that sends the requests made within `batchWaitMs` as one JSON-RPC batch
 * (one POST with an array body). A failure of the whole batch rejects each of its requests.
 */
export function createBatchedHttpRequest(options: BatchedHttpOptions): RpcRequestFunction {
  const { url, chainId, batchWaitMs = BATCH_WAIT_MS, timeoutMs = REQUEST_TIMEOUT_MS } = options
  const send: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init))
  const chainIdHex = numberToHex(chainId)
  let nextId = 1
  let queue: Pending[] = []

  function rejectAll(batch: readonly Pending[], error: RpcError): void {
    for (const request of batch) request.reject(error)
  }

  function settle(batch: readonly Pending[], payload: unknown): void {
    const byId = new Map(batch.map((request) => [request.id, request]))
    // A lone error object answers the whole batch (nodes that refuse batches reply this way).
    if (
      !Array.isArray(payload) &&
      isObject(payload) &&
      payload.error !== undefined &&
      !byId.has(Number(payload.id))
    ) {
      rejectAll(batch, itemError(payload.error))
      return
    }
    const items: readonly unknown[] = Array.isArray(payload) ? payload : [payload]
    for (const item of items) {
      const request = isObject(item) && typeof item.id === 'number' ? byId.get(item.id) : undefined
      if (request === undefined || !isObject(item)) continue
      byId.delete(request.id)
      if (item.error !== undefined && item.error !== null) request.reject(itemError(item.error))
      else if ('result' in item) request.resolve(item.result)
      else request.reject(unexpected(request.method, item))
    }
    // Requests the node did not answer by id were answered by something else, or not at all.
    for (const request of byId.values()) request.reject(unexpected(request.method))
  }

  async function flush(): Promise<void> {
    const batch = queue
    queue = []
    const body = JSON.stringify(
      batch.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params })),
    )
    let response: Response
    try {
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        credentials: 'omit',
        // A node that never answers would otherwise hold the block poll and every read waiting on it forever.
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      rejectAll(batch, new RpcError('Failed to send batch call', { cause, batchFailed: true }))
      return
    }
    if (!response.ok) {
      rejectAll(
        batch,
        new RpcError(response.statusText, { code: -32000, httpStatus: response.status, batchFailed: true }),
      )
      return
    }
    let payload: unknown
    try {
      payload = JSON.parse(await readCappedText(response, MAX_RESPONSE_BYTES))
    } catch (cause) {
      const message = cause instanceof TooLargeError ? 'Response too large' : 'Failed to parse JSON response'
      rejectAll(batch, new RpcError(message, { cause, batchFailed: true }))
      return
    }
    settle(batch, payload)
  }

  return ({ method, params }) => {
    if (method === 'eth_chainId') return Promise.resolve(chainIdHex)
    return new Promise<unknown>((resolve, reject) => {
      queue.push({ id: nextId++, method, params: params ?? [], resolve, reject })
      // The first request of a window opens it.
      if (queue.length === 1) setTimeout(() => void flush(), batchWaitMs)
    })
  }
}

// viem decides retries and decodes reverts from its own error classes: a failed batch becomes an HTTP error
// (retried as viem retries HTTP failures), a JSON-RPC error item a request error (never retried).
function toViemError(error: unknown, url: string, body: RpcRequestArguments): unknown {
  if (!(error instanceof RpcError)) return error
  const cause = error
  if (error.batchFailed) {
    return new HttpRequestError({
      url,
      body: { ...body },
      status: error.httpStatus,
      details: error.message,
      cause,
    })
  }
  return new RpcRequestError({
    url,
    body: { ...body },
    error: { code: error.code ?? -32603, message: error.message, data: error.data },
  })
}

/** A viem transport over `createBatchedHttpRequest`, for clients and the wagmi config. */
export function batchedHttp(options: BatchedHttpOptions): CustomTransport {
  const request = createBatchedHttpRequest(options)
  return custom(
    {
      request: (args: RpcRequestArguments) =>
        request(args).catch((error: unknown) => {
          throw toViemError(error, options.url, args)
        }),
    },
    { key: 'batchedHttp', name: 'Batched JSON-RPC' },
  )
}
