// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { inLocale } from '../../../i18n/test/inLocale.ts'
import { AddressClaimForm, type AddressClaimFormProps } from './AddressClaimForm.tsx'
import { ClaimProgress } from './ClaimProgress.tsx'
import { CONFETTI_PIECES, Confetti } from './Confetti.tsx'
import { SelfClaimView } from './SelfClaimView.tsx'
import { UniBalanceView } from './UniBalanceView.tsx'

const HASH = `0x${'12'.repeat(32)}`

const wrap = (node: ReactNode) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  )

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const form = (props: Partial<AddressClaimFormProps> = {}) => {
  const handlers = { onChange: vi.fn(), onClaim: vi.fn() }
  wrap(
    <AddressClaimForm
      value="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
      availability="available"
      amount="400"
      canClaim
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('AddressClaimForm', () => {
  it('shows the claimable amount and sends Claim', () => {
    const { onClaim } = form()
    expect(screen.getByTestId('claim-amount').textContent).toBe('400 UNI')
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(onClaim).toHaveBeenCalledOnce()
  })

  it("writes the claimable amount in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      form({ amount: '400.25' })
      expect(screen.getByTestId('claim-amount').textContent).toBe('400,25 UNI')
      cleanup()
      wrap(<ClaimProgress chainId={1} step={{ kind: 'submitting' }} amount="400.25" />)
      expect(screen.getByText('400,25 UNI')).toBeTruthy()
    })
  })

  it("an address without a claim: 'Address has no available claim', Claim disabled", () => {
    form({ availability: 'none', amount: null, canClaim: false })
    expect(screen.getByRole('alert').textContent).toBe('Address has no available claim')
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', true)
    expect(screen.queryByTestId('claim-amount')).toBeNull()
  })

  it('an invalid address: no message, Claim disabled', () => {
    form({ value: 'not an address', availability: 'invalid-address', amount: null, canClaim: false })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', true)
  })

  it('reports what is typed', () => {
    const { onChange } = form({ value: '' })
    fireEvent.change(screen.getByTestId('claim-address-input'), { target: { value: 'alice.eth' } })
    expect(onChange).toHaveBeenCalledWith('alice.eth')
  })
})

describe('ClaimProgress (spec 2 §4)', () => {
  it("submitting: 'Claiming' and 'Confirm this transaction in your wallet', no link yet", () => {
    wrap(<ClaimProgress chainId={1} step={{ kind: 'submitting' }} amount="400" />)
    expect(screen.getByText('Claiming')).toBeTruthy()
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it("hash received: the 'View transaction on Explorer' link", () => {
    wrap(<ClaimProgress chainId={1} step={{ kind: 'submitted', hash: HASH }} amount="400" />)
    expect(screen.getByText('Claiming')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View transaction on Explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/tx/${HASH}`,
    )
  })

  it("receipt received: 'Claimed', 'Welcome to team Unicorn :)' and confetti", () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    wrap(<ClaimProgress chainId={1} step={{ kind: 'claimed', hash: HASH }} amount="400" />)
    expect(screen.getByText('Claimed')).toBeTruthy()
    expect(screen.getByText('Welcome to team Unicorn :)')).toBeTruthy()
    expect(screen.getByTestId('claim-confetti')).toBeTruthy()
  })
})

describe('Confetti', () => {
  it('has 400 pieces', () => {
    expect(CONFETTI_PIECES).toBe(400)
  })

  it('is skipped under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }))
    wrap(<Confetti />)
    expect(screen.queryByTestId('claim-confetti')).toBeNull()
  })
})

describe('SelfClaimView', () => {
  it('shows the breakdown rows and the amount', () => {
    const onClaim = vi.fn()
    wrap(
      <SelfClaimView
        amount="1387.65"
        rows={[
          { kind: 'liquidity', amount: '987.654' },
          { kind: 'user', amount: '400' },
        ]}
        canClaim
        onClaim={onClaim}
      />,
    )
    expect(screen.getByTestId('self-claim-amount').textContent).toBe('1387.65 UNI')
    expect(screen.getByTestId('claim-row-liquidity').textContent).toBe('Liquidity987.654 UNI')
    expect(screen.getByTestId('claim-row-user').textContent).toBe('User400 UNI')
    expect(screen.queryByTestId('claim-row-socks')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect(onClaim).toHaveBeenCalledOnce()
  })

  it("writes the amounts in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      wrap(
        <SelfClaimView
          amount="1387.65"
          rows={[{ kind: 'liquidity', amount: '987.654' }]}
          canClaim
          onClaim={() => undefined}
        />,
      )
      expect(screen.getByTestId('self-claim-amount').textContent).toBe('1387,65 UNI')
      expect(screen.getByTestId('claim-row-liquidity').textContent).toBe('Liquidity987,654 UNI')
    })
  })
})

describe('UniBalanceView', () => {
  it('shows the figures and links the unclaimed balance to /uni', () => {
    const onNavigate = vi.fn()
    wrap(
      <UniBalanceView
        balance="400"
        unclaimed="0"
        priceUsd={3.21}
        totalSupply="1000000000"
        circulatingSupply="123"
        onNavigate={onNavigate}
      />,
    )
    expect(screen.getByTestId('uni-balance').textContent).toBe('400')
    expect(screen.getByTestId('uni-price').textContent).toBe('$3.21')
    expect(screen.getByTestId('uni-total-supply').textContent).toBe('1000000000')
    expect(screen.getByTestId('uni-circulating').textContent).toBe('123')
    const link = screen.getByRole('link', { name: '(claim)' })
    expect(link.getAttribute('href')).toBe('/uni')
    fireEvent.click(link)
    expect(onNavigate).toHaveBeenCalledOnce()
  })

  it("writes the figures in the active locale's way", async () => {
    await inLocale('de-DE', async () => {
      wrap(
        <UniBalanceView
          balance="1387.65"
          unclaimed="0.5"
          priceUsd={3.21}
          totalSupply="1000000000"
          circulatingSupply="123"
          onNavigate={() => undefined}
        />,
      )
      expect(screen.getByTestId('uni-balance').textContent).toBe('1387,65')
      expect(screen.getByTestId('uni-unclaimed').textContent).toBe('0,5 (claim)')
      expect(screen.getByTestId('uni-price').textContent).toBe('3,21\u00a0$')
      expect(screen.getByTestId('uni-total-supply').textContent).toBe('1000000000')
    })
  })

  it('shows - for what is not known yet', () => {
    wrap(
      <UniBalanceView
        balance={null}
        unclaimed={null}
        priceUsd={null}
        totalSupply={null}
        circulatingSupply={null}
        onNavigate={() => undefined}
      />,
    )
    expect(screen.getByTestId('uni-price').textContent).toBe('-')
    expect(screen.getByTestId('uni-balance').textContent).toBe('-')
  })
})
