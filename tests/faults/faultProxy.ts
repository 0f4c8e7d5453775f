// A fault-injecting JSON-RPC proxy: a small HTTP server in front of a worker's anvil that forwards every
// request unchanged until a test tells it to misbehave (`set`), and forwards again after `clear`. It counts
// what passes through, so a test can wait until the app has actually met the fault.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type Fault =
  /** Every response waits `ms` before it is sent (the node is slow). */
  | { kind: 'delay'; ms: number }
  /** Every request gets this HTTP status (429 rate limited, 500/502/503 node or gateway down). */
  | { kind: 'status'; status: number }
  /** Requests are read and never answered (a node or load balancer that swallows them). */
  | { kind: 'hang' }
  /** 200 with a body that is not JSON (a truncated or HTML answer). */
  | { kind: 'malformed' }
  /** The node answers, but every item carries an id that was never asked for. */
  | { kind: 'unknown-id' }
  /** Calls of `methods` (eth_call by default) fail with 'header not found' (a node behind the others). */
  | { kind: 'header-not-found'; methods?: readonly string[] }
  /** The connection is closed without a response. */
  | { kind: 'drop' }
  /** eth_blockNumber stays at the head it had when the fault was set: the node stops producing blocks. */
  | { kind: 'frozen-head' }

export type FaultKind = Fault['kind']

type Item = { jsonrpc?: string; id?: unknown; method?: string; params?: unknown }

export type ProxyStats = {
  /** HTTP POSTs received (one per JSON-RPC batch). */
  posts: number
  /** POSTs (or, for item faults, items) that met the active fault. */
  faulted: number
  /** JSON-RPC items received, by method. */
  methods: Record<string, number>
}

export type FaultProxy = {
  readonly url: string
  set(fault: Fault): Promise<void>
  clear(): void
  readonly fault: Fault | null
  readonly stats: ProxyStats
  /** Items received since the last `set` or `clear`, by method. */
  sinceChange(method: string): number
  close(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

async function upstream(target: string, body: unknown): Promise<unknown> {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { ...CORS, 'content-type': 'application/json' })
  response.end(body)
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `target` (the anvil's URL). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let fault: Fault | null = null
  let frozenHead: string | null = null
  const stats: ProxyStats = { posts: 0, faulted: 0, methods: {} }
  let since: Record<string, number> = {}
  const sockets = new Set<Socket>()

  // Answers the items of `items` that the fault takes over; forwards the others as one batch.
  async function answerItems(items: Item[], own: (item: Item) => unknown | undefined): Promise<unknown[]> {
    const answers = new Map<Item, unknown>()
    const forward: Item[] = []
    for (const item of items) {
      const answer = own(item)
      if (answer === undefined) forward.push(item)
      else {
        answers.set(item, answer)
        stats.faulted++
      }
    }
    if (forward.length > 0) {
      const replies = (await upstream(target, forward)) as unknown[]
      for (const [index, item] of forward.entries()) answers.set(item, replies[index])
    }
    return items.map((item) => answers.get(item))
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS)
      response.end()
      return
    }
    const text = await readBody(request)
    const payload = JSON.parse(text) as Item | Item[]
    const batch = Array.isArray(payload)
    const items = batch ? payload : [payload]
    stats.posts++
    for (const item of items) {
      const method = String(item.method)
      stats.methods[method] = (stats.methods[method] ?? 0) + 1
      since[method] = (since[method] ?? 0) + 1
    }
    const active = fault
    const reply = (body: unknown) =>
      send(response, 200, JSON.stringify(batch ? body : (body as unknown[])[0]))

    switch (active?.kind) {
      case undefined:
        reply(await upstream(target, items))
        return
      case 'delay':
        stats.faulted++
        await sleep(active.ms)
        reply(await upstream(target, items))
        return
      case 'status':
        stats.faulted++
        // The status line's reason phrase is what a browser gives as statusText.
        response.writeHead(active.status, { ...CORS, 'content-type': 'text/plain' })
        response.end(`upstream answered ${active.status}`)
        return
      case 'hang':
        stats.faulted++
        return
      case 'malformed':
        stats.faulted++
        send(response, 200, '{"jsonrpc":"2.0","id":1,"result":"0x')
        return
      case 'drop':
        stats.faulted++
        request.socket.destroy()
        return
      case 'unknown-id': {
        stats.faulted++
        const answers = (await upstream(target, items)) as { id?: unknown }[]
        reply(answers.map((answer) => ({ ...answer, id: 900_000 + Number(answer.id ?? 0) })))
        return
      }
      case 'header-not-found': {
        const methods = active.methods ?? ['eth_call']
        reply(
          await answerItems(items, (item) =>
            methods.includes(String(item.method))
              ? { jsonrpc: '2.0', id: item.id, error: { code: -32000, message: 'header not found' } }
              : undefined,
          ),
        )
        return
      }
      case 'frozen-head':
        reply(
          await answerItems(items, (item) =>
            item.method === 'eth_blockNumber'
              ? { jsonrpc: '2.0', id: item.id, result: frozenHead }
              : undefined,
          ),
        )
        return
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The anvil behind went away (end of a test): answer like a gateway would.
      if (!response.headersSent) send(response, 502, JSON.stringify({ error: String(error) }))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('fault proxy: no port')

  return {
    url: `http://127.0.0.1:${address.port}/`,
    get fault() {
      return fault
    },
    stats,
    sinceChange: (method) => since[method] ?? 0,
    async set(next) {
      if (next.kind === 'frozen-head') {
        const [answer] = (await upstream(target, [
          { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
        ])) as { result: string }[]
        frozenHead = answer?.result ?? null
      }
      fault = next
      since = {}
    },
    clear() {
      fault = null
      since = {}
    },
    async close() {
      fault = null
      // Requests held by 'hang' are dropped with the server.
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
