// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Banners } from './Banners.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function renderAt(path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <I18nProvider i18n={i18n}>
      <Banners />
    </I18nProvider>,
  )
}

describe('the path gateway warning', () => {
  it('shows under a shared gateway path, /ipfs/ or /ipns/', () => {
    for (const path of [
      '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/#/swap',
      '/ipns/dex.eth/',
    ]) {
      renderAt(path)
      expect(screen.getByRole('alert').textContent).toContain('shared IPFS gateway path')
      expect(screen.getByTestId('path-gateway-warning').textContent).toContain(
        "Use the app's own domain or an IPFS subdomain gateway.",
      )
      cleanup()
    }
  })

  it("is absent on the app's own origin", () => {
    renderAt('/#/swap')
    expect(screen.queryByTestId('path-gateway-warning')).toBeNull()
    renderAt('/app/ipfs/x/')
    expect(screen.queryByTestId('path-gateway-warning')).toBeNull()
  })
})
