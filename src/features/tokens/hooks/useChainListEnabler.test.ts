// @vitest-environment happy-dom

import validate from 'virtual:token-list-validator'
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StorageLike } from '../../../storage/persistedStore.ts'
import { ARBITRUM_LIST, GEMINI_LIST, listDefaults, OPTIMISM_LIST } from '../model/defaultLists.ts'
import { createListsStore } from '../store/listsStore.ts'
import { useChainListEnabler } from './useChainListEnabler.ts'

function memory(): StorageLike {
  const items = new Map<string, string>()
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) }
}

function setup() {
  const lists = createListsStore({ defaults: listDefaults(null), validate, storage: memory() })
  const active = () => lists.store.getState().activeListUrls
  const connect = (chainId: number | undefined) =>
    renderHook(({ chain }) => useChainListEnabler(chain, lists.actions.enable), {
      initialProps: { chain: chainId },
    })
  return { lists, active, connect }
}

afterEach(cleanup)

describe('chain lists enabled on connection', () => {
  it('enables the Arbitrum list on 42161 and the Optimism list on 10, keeping the other lists', () => {
    const { active, connect } = setup()
    const view = connect(42161)
    expect(active()).toEqual([GEMINI_LIST, ARBITRUM_LIST])
    view.rerender({ chain: 10 })
    expect(active()).toEqual([GEMINI_LIST, ARBITRUM_LIST, OPTIMISM_LIST])
  })

  it('enables the list once per chain connection: disabled by the user, it stays off on the same chain', () => {
    const { lists, active, connect } = setup()
    const view = connect(421611)
    expect(active()).toContain(ARBITRUM_LIST)
    lists.actions.disable(ARBITRUM_LIST)
    view.rerender({ chain: 421611 })
    expect(active()).toEqual([GEMINI_LIST])
    view.rerender({ chain: 1 })
    view.rerender({ chain: 421611 })
    expect(active()).toEqual([GEMINI_LIST, ARBITRUM_LIST])
    lists.actions.disable(ARBITRUM_LIST)
    view.unmount()
    connect(421611)
    expect(active()).toEqual([GEMINI_LIST, ARBITRUM_LIST])
  })

  it('enables nothing with no chain or on chains without their own list', () => {
    const { active, connect } = setup()
    const view = connect(undefined)
    for (const chain of [1, 3, 4, 5, 42, 31337]) view.rerender({ chain })
    expect(active()).toEqual([GEMINI_LIST])
    view.rerender({ chain: 69 })
    expect(active()).toEqual([GEMINI_LIST, OPTIMISM_LIST])
  })
})
