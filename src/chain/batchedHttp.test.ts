import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  batchedHttp,
  createBatchedHttpRequest,
  type FetchFunction,
  MAX_RESPONSE_BYTES,
} from './batchedHttp.ts'
import { RpcError } from './errors.ts'

type RpcCall = { jsonrpc: string; id: number; method: string; params: unknown }
type Handler = (calls: RpcCall[], res: ServerResponse, req: IncomingMessage) => void

// A JSON-RPC node that misbehaves as each test tells it to, and records every POST body it received.
let server: Server
let url: string
let handler: Handler
let posts: RpcCall[][]

function reply(res: ServerResponse, payload: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify(payload))
}

function answerAll(calls: RpcCall[], res: ServerResponse): void {
  reply(
    res,
    calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: `${call.method}-result` })),
  )
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => {
      const calls = JSON.parse(body) as RpcCall[]
      posts.push(calls)
      handler(calls, res, req)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
})

beforeEach(() => {
  posts = []
  handler = answerAll
})

async function rejection(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof RpcError)) throw new Error(`expected an RpcError, got ${String(error)}`)
  return error
}

describe('batched JSON-RPC over HTTP', () => {
  it('sends calls made within the batch window as one POST with a JSON array', async () => {
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const results = await Promise.all([
      request({ method: 'eth_blockNumber' }),
      request({ method: 'eth_gasPrice' }),
      request({ method: 'eth_getBalance', params: ['0x0000000000000000000000000000000000000001', 'latest'] }),
    ])
    expect(results).toEqual(['eth_blockNumber-result', 'eth_gasPrice-result', 'eth_getBalance-result'])
    expect(posts).toHaveLength(1)
    expect(posts[0]?.map((call) => call.method)).toEqual([
      'eth_blockNumber',
      'eth_gasPrice',
      'eth_getBalance',
    ])
    expect(posts[0]?.[2]).toMatchObject({
      jsonrpc: '2.0',
      params: ['0x0000000000000000000000000000000000000001', 'latest'],
    })
  })

  it('sends calls of separate windows as separate POSTs', async () => {
    const request = createBatchedHttpRequest({ url, chainId: 1, batchWaitMs: 5 })
    await request({ method: 'eth_blockNumber' })
    await request({ method: 'eth_gasPrice' })
    expect(posts.map((batch) => batch.map((call) => call.method))).toEqual([
      ['eth_blockNumber'],
      ['eth_gasPrice'],
    ])
  })

  it('answers eth_chainId locally from the configured chain id', async () => {
    const request = createBatchedHttpRequest({ url, chainId: 42161 })
    expect(await request({ method: 'eth_chainId' })).toBe('0xa4b1')
    expect(posts).toHaveLength(0)
  })

  it('rejects every request of the batch with code -32000 and the status text on a non-ok status', async () => {
    handler = (_calls, res) => {
      res.writeHead(503, 'Node Is Overloaded')
      res.end('busy')
    }
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const errors = await Promise.all([
      rejection(request({ method: 'eth_blockNumber' })),
      rejection(request({ method: 'eth_gasPrice' })),
    ])
    for (const error of errors) {
      expect(error.code).toBe(-32000)
      expect(error.message).toBe('Node Is Overloaded')
    }
  })

  it("refuses an answer over the size cap ('Response too large'), whether it says its length or streams it", async () => {
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    handler = (_calls, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(MAX_RESPONSE_BYTES + 1),
      })
      res.end()
    }
    expect((await rejection(request({ method: 'eth_blockNumber' }))).message).toBe('Response too large')
    handler = (_calls, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      let sent = 0
      const more = () => {
        while (sent <= MAX_RESPONSE_BYTES) {
          sent += chunk.length
          if (!res.write(chunk)) return void res.once('drain', more)
        }
        res.end()
      }
      res.on('error', () => undefined)
      more()
    }
    expect((await rejection(request({ method: 'eth_blockNumber' }))).message).toBe('Response too large')
  })

  it("rejects with 'Failed to send batch call' when the request cannot be sent", async () => {
    handler = (_calls, _res, req) => req.socket.destroy()
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const errors = await Promise.all([
      rejection(request({ method: 'eth_blockNumber' })),
      rejection(request({ method: 'eth_gasPrice' })),
    ])
    expect(errors.map((error) => error.message)).toEqual([
      'Failed to send batch call',
      'Failed to send batch call',
    ])
  })

  it("gives up on a node that never answers after the timeout, as 'Failed to send batch call'", async () => {
    const held: ServerResponse[] = []
    handler = (_calls, res) => held.push(res)
    const request = createBatchedHttpRequest({ url, chainId: 1, timeoutMs: 300 })
    const started = Date.now()
    const error = await rejection(request({ method: 'eth_blockNumber' }))
    expect(error.message).toBe('Failed to send batch call')
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    for (const res of held) res.end()
  })

  it("rejects with 'Failed to parse JSON response' when the body is not JSON", async () => {
    handler = (_calls, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('<html>gateway</html>')
    }
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const errors = await Promise.all([
      rejection(request({ method: 'eth_blockNumber' })),
      rejection(request({ method: 'eth_gasPrice' })),
    ])
    expect(errors.map((error) => error.message)).toEqual([
      'Failed to parse JSON response',
      'Failed to parse JSON response',
    ])
  })

  it('rejects the request that a response item with an unknown id left unanswered', async () => {
    handler = (calls, res) =>
      reply(res, [
        { jsonrpc: '2.0', id: calls[0]?.id, result: '0x1' },
        { jsonrpc: '2.0', id: 9999, result: '0x2' },
      ])
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const [answered, unanswered] = await Promise.allSettled([
      request({ method: 'eth_blockNumber' }),
      rejection(request({ method: 'eth_getBalance', params: [] })),
    ])
    expect(answered).toEqual({ status: 'fulfilled', value: '0x1' })
    expect(unanswered.status === 'fulfilled' && unanswered.value.message).toBe(
      'Received unexpected JSON-RPC response to eth_getBalance request.',
    )
  })

  it('rejects only the request whose item carries a JSON-RPC error, with its code, message and data', async () => {
    handler = (calls, res) =>
      reply(res, [
        {
          jsonrpc: '2.0',
          id: calls[1]?.id,
          error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
        },
        { jsonrpc: '2.0', id: calls[0]?.id, result: '0x10' },
      ])
    const request = createBatchedHttpRequest({ url, chainId: 1 })
    const [ok, failed] = await Promise.all([
      request({ method: 'eth_blockNumber' }),
      rejection(request({ method: 'eth_call', params: [] })),
    ])
    expect(ok).toBe('0x10')
    expect(failed.code).toBe(3)
    expect(failed.message).toBe('execution reverted')
    expect(failed.data).toBe('0x08c379a0')
  })

  it('posts JSON without credentials', async () => {
    const seen: RequestInit[] = []
    const recording: FetchFunction = (input, init) => {
      seen.push(init)
      return fetch(input, init)
    }
    const request = createBatchedHttpRequest({ url, chainId: 1, fetch: recording })
    await request({ method: 'eth_blockNumber' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', credentials: 'omit' })
  })

  it('serves a viem client, merging its concurrent reads into one POST', async () => {
    handler = (calls, res) =>
      reply(
        res,
        calls.map((call) => ({
          jsonrpc: '2.0',
          id: call.id,
          result: call.method === 'eth_blockNumber' ? '0x2a' : '0x64',
        })),
      )
    const client = createPublicClient({ transport: batchedHttp({ url, chainId: 1 }) })
    const [blockNumber, balance, chainId] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      client.getBalance({ address: '0x0000000000000000000000000000000000000001' }),
      client.getChainId(),
    ])
    expect({ blockNumber, balance, chainId }).toEqual({ blockNumber: 42n, balance: 100n, chainId: 1 })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.map((call) => call.method).sort()).toEqual(['eth_blockNumber', 'eth_getBalance'])
  })

  it('lets a viem client see a JSON-RPC error item as the node error, without retrying it', async () => {
    handler = (calls, res) =>
      reply(
        res,
        calls.map((call) => ({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: 3, message: 'execution reverted: NOPE' },
        })),
      )
    const client = createPublicClient({ transport: batchedHttp({ url, chainId: 1 }) })
    const failure = await client
      .call({ to: '0x0000000000000000000000000000000000000001', data: '0x' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(String(failure)).toContain('execution reverted: NOPE')
    expect(posts).toHaveLength(1)
  })
})
