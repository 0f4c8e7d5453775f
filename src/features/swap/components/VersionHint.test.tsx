// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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
    const onSwitch = show({ version: 'v3', otherIsBetter: false })
    const link = screen.getByRole('button', { name: 'Try the V2 router' })
    expect(screen.queryByTestId('version-hint-better')).toBeNull()
    fireEvent.click(link)
    expect(onSwitch).toHaveBeenCalledOnce()
  })

  it('offers the v3 router on v2', () => {
    show({ version: 'v2', otherIsBetter: false })
    expect(screen.getByRole('button', { name: 'Try the V3 router' })).toBeTruthy()
  })

  it('says when the other router gives a better price', () => {
    show({ version: 'v3', otherIsBetter: true })
    expect(screen.getByTestId('version-hint-better').textContent).toBe('V2 gives you a better price.')
    cleanup()
    show({ version: 'v2', otherIsBetter: true })
    expect(screen.getByTestId('version-hint-better').textContent).toBe('V3 gives you a better price.')
  })
})
