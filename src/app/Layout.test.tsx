// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { create } from 'zustand'
import { connectionStore, resetConnection } from '../features/wallet/index.ts'
import { Layout } from './Layout.tsx'

// The block source stands in for the chain's: what is tested is which part of the shell a new block renders.
const useBlock = create(() => ({ block: 1 }))
const watcherRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../features/chain-data/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/chain-data/index.ts')>()),
  useBlockWatcher: () => {
    watcherRenders.count += 1
    useBlock((s) => s.block)
  },
}))
// The header stands for the shell's parts: it renders again only when the shell does.
const headerRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./Header.tsx', () => ({
  Header: () => {
    headerRenders.count += 1
    return null
  },
}))
vi.mock('../features/wallet/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/wallet/index.ts')>()),
  // The wallet's runtime never arrives here.
  loadWalletRuntime: () => new Promise(() => {}),
}))

let pageRenders = 0
function Page() {
  pageRenders += 1
  return <p>page</p>
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(() => {
  cleanup()
  resetConnection()
})

describe('the shell', () => {
  it('renders neither itself nor the page again for a new block or a change of the connection status', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/swap']}>
          <Routes>
            <Route path="/" element={<Layout />}>
              <Route path="swap" element={<Page />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    )
    expect(screen.getByText('page')).toBeTruthy()
    const page = pageRenders
    const header = headerRenders.count
    const watchers = watcherRenders.count
    act(() => useBlock.setState({ block: 2 }))
    act(() => connectionStore.setState({ status: 'connecting' }))
    act(() => connectionStore.setState({ status: 'disconnected' }))
    // The watchers saw each change; the shell and the page did not render again.
    expect(watcherRenders.count).toBe(watchers + 3)
    expect(headerRenders.count).toBe(header)
    expect(pageRenders).toBe(page)
  })
})
