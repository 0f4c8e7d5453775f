// Placeholder: the collect flow (confirmation with both owed amounts, Collecting → Collected, the
// Collect-as-WETH toggle) replaces this file, keeping these props. The position page renders it in the
// owner's controls.
import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { Button } from '../../../ui/index.ts'
import type { UnclaimedFees } from '../api/getUnclaimedFees.ts'
import type { Position } from '../hooks/usePositions.ts'

export type CollectFeesProps = {
  chainId: number
  tokenId: bigint
  position: Position
  fees: UnclaimedFees | null
  account: Address
}

export function CollectFees(_props: CollectFeesProps) {
  return (
    <Button variant="soft" disabled>
      <Trans>Collect fees</Trans>
    </Button>
  )
}
