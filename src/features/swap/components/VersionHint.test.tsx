// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import type { VersionAdvantage } from '../model/versionAdvantage.ts'
import type { VersionHintProps } from './VersionHint.tsx'
import { VersionHint } from './VersionHint.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

function show(props: Omit<VersionHintProps, 'onSwitch'>) {
  const onSwitch = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <VersionHint {...props} onSwitch={onSwitch} />
    </I18nProvider>,
  )
  return onSwitch
}

describe('version hint', () => {
  it('offers the v2 router on v3, and switches', () => {
    const onSwitch = show({ version: 'v3', advantage: null })
    const link = screen.getByRole('button', { name: 'Try the V2 router' })
    expect(screen.queryByTestId('version-hint-better')).toBeNull()
    fireEvent.click(link)
    expect(onSwitch).toHaveBeenCalledOnce()
  })

  it('offers the v3 router on v2', () => {
    show({ version: 'v2', advantage: null })
    expect(screen.getByRole('button', { name: 'Try the V3 router' })).toBeTruthy()
  })

  const gain = { numerator: 6n, denominator: 1000n }
  const said = (version: 'v2' | 'v3', advantage: VersionAdvantage) => {
    cleanup()
    show({ version, advantage })
    return screen.getByTestId('version-hint-better').textContent
  }

  it('says by how much the other router pays more (exact input) or costs less (exact output)', () => {
    expect(said('v3', { kind: 'gives-more', other: 'v2', gain })).toBe('V2 gives 0.6% more')
    expect(said('v2', { kind: 'gives-more', other: 'v3', gain })).toBe('V3 gives 0.6% more')
    expect(said('v3', { kind: 'costs-less', other: 'v2', gain })).toBe('V2 costs 0.6% less')
    expect(said('v2', { kind: 'costs-less', other: 'v3', gain })).toBe('V3 costs 0.6% less')
    // The switch link stays beside it.
    expect(screen.getByRole('button', { name: 'Try the V3 router' })).toBeTruthy()
  })

  it("writes the gain as the active locale does (de-DE: '0,6 %')", async () => {
    await inLocale('de-DE', async () => {
      expect(said('v3', { kind: 'gives-more', other: 'v2', gain })).toBe('V2 gives 0,6\u00a0% more')
    })
  })

  it('says when only the other router has a route', () => {
    expect(said('v3', { kind: 'only-route', other: 'v2' })).toBe('Only V2 has a route for this trade')
    expect(said('v2', { kind: 'only-route', other: 'v3' })).toBe('Only V3 has a route for this trade')
  })
})
