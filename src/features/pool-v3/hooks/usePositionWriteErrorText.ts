import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { toAppError, UserRejectedError } from '../../../chain/errors.ts'

/**
 * The text for a collect or remove the wallet or the node refused, from the error as it was thrown: the
 * wallet's rejection in the spec's words, any other failure by the chain layer's short message.
 */
export function usePositionWriteErrorText(): (error: unknown) => string {
  const { t } = useLingui()
  return useCallback(
    (error: unknown) => {
      const appError = toAppError(error)
      return appError instanceof UserRejectedError ? t`Transaction rejected.` : appError.message
    },
    [t],
  )
}
