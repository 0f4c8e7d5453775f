import { beforeEach, describe, expect, it } from 'vitest'
import { usePopups } from './popupStore.ts'

const initial = usePopups.getState()
beforeEach(() => usePopups.setState(initial, true))

const txn = (hash: string) => ({ txn: { hash, success: true, summary: `Swap ${hash}` } })

describe('application state: popups', () => {
  it('adds a popup shown with the default delay of 25 s', () => {
    const key = usePopups.getState().addPopup({ content: txn('0x1') })
    expect(usePopups.getState().popupList).toEqual([
      { key, show: true, content: txn('0x1'), removeAfterMs: 25_000 },
    ])
  })
  it('replaces a popup added with an existing key', () => {
    const { addPopup } = usePopups.getState()
    addPopup({ key: 'a', content: txn('0x1') })
    addPopup({ key: 'b', content: txn('0x2') })
    addPopup({ key: 'a', content: txn('0x3'), removeAfterMs: 5_000 })
    const list = usePopups.getState().popupList
    expect(list.map((p) => p.key)).toEqual(['b', 'a'])
    expect(list[1]).toEqual({ key: 'a', show: true, content: txn('0x3'), removeAfterMs: 5_000 })
  })
  it('hides a removed popup', () => {
    const { addPopup, removePopup } = usePopups.getState()
    addPopup({ key: 'a', content: txn('0x1') })
    removePopup('a')
    expect(usePopups.getState().popupList[0]?.show).toBe(false)
  })
})
