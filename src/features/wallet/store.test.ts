import { beforeEach, describe, expect, it } from 'vitest'
import { useApplicationStore } from './store.ts'

const initial = useApplicationStore.getState()
beforeEach(() => useApplicationStore.setState(initial, true))

const txn = (hash: string) => ({ txn: { hash, success: true, summary: `Swap ${hash}` } })

describe('application state: modals', () => {
  it('opens one modal at a time', () => {
    const { toggleModal } = useApplicationStore.getState()
    toggleModal('wallet')
    expect(useApplicationStore.getState().openModal).toBe('wallet')
    toggleModal('menu')
    expect(useApplicationStore.getState().openModal).toBe('menu')
  })
  it('closes the open modal when it is toggled again', () => {
    const { toggleModal } = useApplicationStore.getState()
    toggleModal('settings')
    toggleModal('settings')
    expect(useApplicationStore.getState().openModal).toBeNull()
  })
})

describe('application state: block numbers', () => {
  it('only move forward, per chain', () => {
    const { updateBlockNumber } = useApplicationStore.getState()
    updateBlockNumber(1, 10)
    updateBlockNumber(1, 9)
    updateBlockNumber(10, 3)
    expect(useApplicationStore.getState().blockNumber).toEqual({ 1: 10, 10: 3 })
    updateBlockNumber(1, 11)
    expect(useApplicationStore.getState().blockNumber[1]).toBe(11)
  })
})

describe('application state: popups', () => {
  it('adds a popup shown with the default delay of 25 s', () => {
    const key = useApplicationStore.getState().addPopup({ content: txn('0x1') })
    expect(useApplicationStore.getState().popupList).toEqual([
      { key, show: true, content: txn('0x1'), removeAfterMs: 25_000 },
    ])
  })
  it('replaces a popup added with an existing key', () => {
    const { addPopup } = useApplicationStore.getState()
    addPopup({ key: 'a', content: txn('0x1') })
    addPopup({ key: 'b', content: txn('0x2') })
    addPopup({ key: 'a', content: txn('0x3'), removeAfterMs: 5_000 })
    const list = useApplicationStore.getState().popupList
    expect(list.map((p) => p.key)).toEqual(['b', 'a'])
    expect(list[1]).toEqual({ key: 'a', show: true, content: txn('0x3'), removeAfterMs: 5_000 })
  })
  it('hides a removed popup', () => {
    const { addPopup, removePopup } = useApplicationStore.getState()
    addPopup({ key: 'a', content: txn('0x1') })
    removePopup('a')
    expect(useApplicationStore.getState().popupList[0]?.show).toBe(false)
  })
})
