// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalState } from '../model/approval.ts'
import { ApprovalFlow, type FlowApproval } from './ApprovalFlow.tsx'

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))
afterEach(cleanup)

const SPENDER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'

function approval(symbol: string, token: `0x${string}`, state: ApprovalState, label?: string): FlowApproval {
  return {
    target: { token, symbol, decimals: 18, amount: 10n ** 18n, spender: SPENDER },
    state,
    signing: false,
    onApprove: vi.fn(),
    ...(label ? { label } : {}),
  }
}

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'

function show(approvals: readonly FlowApproval[]) {
  render(
    <I18nProvider i18n={i18n}>
      <ApprovalFlow chainId={1} approvals={approvals} writeLabel="Supply">
        <button type="button" data-testid="write">
          Supply
        </button>
      </ApprovalFlow>
    </I18nProvider>,
  )
}

describe('approve, then write', () => {
  it('shows the write alone when nothing needs approving', () => {
    show([])
    expect(screen.getByTestId('write')).toBeTruthy()
    expect(screen.queryByTestId('approve-button')).toBeNull()
    expect(screen.queryByText('Approve DAI')).toBeNull()
  })

  it('names a step per token and the write, with an Approve button for each token not approved yet', () => {
    const dai = approval('DAI', DAI, 'not-approved')
    const uni = approval('UNI', UNI, 'approved')
    show([dai, uni])
    const buttons = screen.getAllByTestId('approve-button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Approve DAI'])
    fireEvent.click(buttons[0] as HTMLElement)
    expect(dai.onApprove).toHaveBeenCalledOnce()
    expect(screen.getByText('Approve UNI')).toBeTruthy()
    expect(screen.getAllByText('Supply').length).toBeGreaterThan(1)
    expect(screen.getByTestId('write')).toBeTruthy()
  })

  it("a screen's own step name replaces 'Approve {symbol}'; a pending approval keeps its button, busy", () => {
    show([approval('UNI-V2', DAI, 'pending', 'Allow LP token migration')])
    expect(screen.getByText('Allow LP token migration')).toBeTruthy()
    const button = screen.getByTestId<HTMLButtonElement>('approve-button')
    expect(button.textContent).toBe('Approving UNI-V2')
    expect(button.disabled).toBe(true)
  })
})
