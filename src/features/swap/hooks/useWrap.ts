import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatSignificant } from '../../../lib/format.ts'
import type { WrapRequest } from '../api/sendWrap.ts'

export type WrapStatus = { kind: 'idle' } | { kind: 'pending' } | { kind: 'failed'; message: string }

/**
 * Sends a wrap or unwrap and records it with its summary ('Wrap 1 ETH to WETH'); resolves to whether it was
 * sent. A failure (a wallet rejection is 'Transaction rejected.') is kept as the status's message.
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
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
      return false
    }
  }
  return { status, send, reset: () => setStatus({ kind: 'idle' }) }
}
