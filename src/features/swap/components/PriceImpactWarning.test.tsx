// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PriceImpactWarning } from './PriceImpactWarning.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const shown = (usd: string | null) => {
  render(
    <I18nProvider i18n={i18n}>
      <PriceImpactWarning loss={{ percent: '76.29%', usd }} />
    </I18nProvider>,
  )
  return screen.getByTestId('price-impact-warning').textContent
}

describe('high price impact warning', () => {
  it('says what would be lost, in USD when known, and suggests a smaller amount', () => {
    expect(shown('$1,234.56')).toBe(
      'Price impact is high: you would lose about 76.29% ($1,234.56) of the value. Try a smaller amount.',
    )
  })

  it('says the share alone when the USD value is unknown', () => {
    expect(shown(null)).toBe(
      'Price impact is high: you would lose about 76.29% of the value. Try a smaller amount.',
    )
  })
})
