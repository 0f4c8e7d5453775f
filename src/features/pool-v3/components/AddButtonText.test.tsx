// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AddBlocker } from '../model/addBlocker.ts'
import { AddButtonText, InvalidRangeText } from './AddButtonText.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const text = (node: ReactNode) =>
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>).container.textContent
const say = (blocker: AddBlocker | null) => text(<AddButtonText blocker={blocker} />)

describe('the add form’s texts (spec 2 §5)', () => {
  it('say the spec’s messages exactly', () => {
    expect(say({ kind: 'unsupported-asset' })).toBe('Unsupported Asset')
    expect(say({ kind: 'connect-wallet' })).toBe('Connect Wallet')
    expect(say({ kind: 'invalid-pair' })).toBe('Invalid pair')
    expect(say({ kind: 'invalid-price' })).toBe('Invalid price input')
    expect(say({ kind: 'enter-amount' })).toBe('Enter an amount')
    expect(say({ kind: 'insufficient-balance', symbol: 'DAI' })).toBe('Insufficient DAI balance')
  })

  it('read Preview when nothing blocks, while loading and for an invalid range', () => {
    expect(say(null)).toBe('Preview')
    expect(say({ kind: 'loading' })).toBe('Preview')
    expect(say({ kind: 'invalid-range' })).toBe('Preview')
  })

  it('warn of an invalid range in the spec’s words', () => {
    expect(text(<InvalidRangeText />)).toBe(
      'Invalid range selected. The min price must be lower than the max price.',
    )
  })
})
