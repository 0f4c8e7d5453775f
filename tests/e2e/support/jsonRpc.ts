export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcReply = { result?: unknown; error?: JsonRpcError }

let nextId = 1

/** One JSON-RPC call to a node; the reply keeps the node's error as data instead of throwing it. */
export async function rpcCall(rpcUrl: string, method: string, params: unknown = []): Promise<JsonRpcReply> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  if (!response.ok) return { error: { code: -32000, message: `${response.status} ${response.statusText}` } }
  const body = (await response.json()) as {
    result?: unknown
    error?: { code?: number; message?: string; data?: unknown }
  }
  if (body.error) {
    return {
      error: {
        code: body.error.code ?? -32603,
        message: body.error.message ?? 'RPC error',
        data: body.error.data,
      },
    }
  }
  return { result: body.result }
}
