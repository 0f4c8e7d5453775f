import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatSignificant } from '../../../lib/format.ts'
import type { WrapRequest } from '../api/sendWrap.ts'

/** A failure is kept as thrown (an AppError of the chain or wallet layer); the form names it when it shows it. */
export type WrapStatus = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed'; error: unknown }

/**
 * Sends a wrap or unwrap and records it with its summary ('Wrap 1 ETH to WETH'); resolves to whether it was
 * sent. A failure (a wallet rejection, a node error) is kept in the status as it was thrown.
 */
export function useWrap(symbols: { native: string; wrapped: string }) {
  const { t } = useLingui()
  const [status, setStatus] = useState<WrapStatus>({ kind: 'idle' })
  const send = async (request: WrapRequest): Promise<boolean> => {
    setStatus({ kind: 'pending' })
    const amount = formatSignificant(request.amount, 18, 6)
    const { native, wrapped } = symbols
    const summary =
      request.type === 'wrap'
        ? t`Wrap ${amount} ${native} to ${wrapped}`
        : t`Unwrap ${amount} ${wrapped} to ${native}`
    try {
      const { sendWrap } = await import('../api/sendWrap.ts')
      await sendWrap(request, summary)
      setStatus({ kind: 'idle' })
      return true
    } catch (error) {
      setStatus({ kind: 'failed', error })
      return false
    }
  }
  return { status, send, reset: () => setStatus({ kind: 'idle' }) }
}
