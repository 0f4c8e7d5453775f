import { beforeEach, describe, expect, it } from 'vitest'
import { useModalStore } from './modalStore.ts'

const initial = useModalStore.getState()
beforeEach(() => useModalStore.setState(initial, true))

describe('application state: modals', () => {
  it('opens one modal at a time', () => {
    const { toggleModal } = useModalStore.getState()
    toggleModal('wallet')
    expect(useModalStore.getState().openModal).toBe('wallet')
    toggleModal('menu')
    expect(useModalStore.getState().openModal).toBe('menu')
  })
  it('closes the open modal when it is toggled again', () => {
    const { toggleModal } = useModalStore.getState()
    toggleModal('settings')
    toggleModal('settings')
    expect(useModalStore.getState().openModal).toBeNull()
  })
})
