// @vitest-environment happy-dom
// Where the browser refuses storage, reading `window.localStorage` itself throws. The app used to render nothing
// there (a library's default storage read it while the shell's modules loaded); it must load, run from memory
// and say that settings will not be kept.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')

beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError')
    },
  })
  i18n.loadAndActivate({ locale: 'en-US', messages: {} })
})
afterEach(cleanup)
afterAll(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original)
})

describe('with local storage refused', () => {
  it('the shell and its stores load, from memory, with a console message', async () => {
    expect(() => globalThis.localStorage).toThrow('denied')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { App } = await import('./App.tsx')
    expect(App).toBeTypeOf('function')
    expect(warn).toHaveBeenCalledWith(
      'Local storage is not available (denied): settings last for this session only.',
    )
    warn.mockRestore()
  }, 60_000)

  it('the banners say that settings will not be kept', async () => {
    const { Banners } = await import('./Banners.tsx')
    const { useChainStatus } = await import('../features/chain-data/index.ts')
    // No chain read yet (the chain banners need the wallet's provider, which this test has not).
    useChainStatus.setState({ chainId: null })
    render(
      <I18nProvider i18n={i18n}>
        <Banners />
      </I18nProvider>,
    )
    expect(screen.getByTestId('storage-unavailable').textContent).toBe(
      'This browser blocks storage for this site: your settings and transactions will not be kept after you leave.',
    )
  })
})
