import { afterEach, describe, expect, it, vi } from 'vitest'
import { createNodeWalletProvider, ProviderRpcError } from './nodeWalletProvider.ts'

type Sent = { method: string; params: unknown }

function stubNode(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const request = JSON.parse(init.body) as Sent & { id: number }
    sent.push({ method: request.method, params: request.params })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, ...(answer(request) as object) }))
  })
  return sent
}

function memoryAuthorization(initial = false) {
  let authorized = initial
  return {
    get: () => authorized,
    set: (value: boolean) => {
      authorized = value
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createNodeWalletProvider', () => {
  const accounts = ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']

  it('shows no account until the user connects, then the node accounts', async () => {
    const sent = stubNode(() => ({ result: accounts }))
    const authorization = memoryAuthorization()
    const provider = createNodeWalletProvider('http://node', 31337, authorization)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual(accounts)
    expect(authorization.get()).toBe(true)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(accounts)
    expect(sent).toEqual([
      { method: 'eth_accounts', params: [] },
      { method: 'eth_accounts', params: [] },
    ])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
  })

  it('answers the chain id locally', async () => {
    const sent = stubNode(() => ({ result: null }))
    const provider = createNodeWalletProvider('http://node', 31337, memoryAuthorization(true))
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(sent).toEqual([])
  })

  it('switches only to its own chain', async () => {
    stubNode(() => ({ result: null }))
    const provider = createNodeWalletProvider('http://node', 31337, memoryAuthorization(true))
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7A69' }] }),
    ).resolves.toBeNull()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('forwards other calls and turns node errors into provider errors', async () => {
    const sent = stubNode((req) =>
      req.method === 'eth_sendTransaction'
        ? { error: { code: -32003, message: 'insufficient funds' } }
        : { result: '0x1' },
    )
    const provider = createNodeWalletProvider('http://node', 31337, memoryAuthorization(true))
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x1')
    const failure = provider.request({ method: 'eth_sendTransaction', params: [{ from: accounts[0] }] })
    await expect(failure).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(failure).rejects.toMatchObject({ code: -32003, message: 'insufficient funds' })
    expect(sent.map((s) => s.method)).toEqual(['eth_blockNumber', 'eth_sendTransaction'])
  })

  it('rejects on an HTTP error', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 502, statusText: 'Bad Gateway' }))
    const provider = createNodeWalletProvider('http://node', 31337, memoryAuthorization(true))
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: -32000,
      message: '502 Bad Gateway',
    })
  })
})
