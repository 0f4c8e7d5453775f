import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTokenList } from './listFetcher.ts'

afterEach(() => vi.restoreAllMocks())

describe('fetchTokenList', () => {
  it("fails an ENS-named list with 'Failed to resolve ENS name' when no ENS resolver can be built, logging 'Could not construct mainnet ENS resolver'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = await fetchTokenList('tokens.example.eth', null).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('Failed to resolve ENS name')
    expect(((failure as Error).cause as Error).message).toBe('Could not construct mainnet ENS resolver')
    expect(warn).toHaveBeenCalledWith('Failed to resolve ENS name: tokens.example.eth', expect.any(Error))
  })
})
