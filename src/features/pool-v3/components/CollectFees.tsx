// The position page's Collect fees (spec 2 §2, §4): the button with its states and the Collect-as-WETH switch,
// and the confirmation of both owed amounts. The page renders it in the owner's (or operator's) controls.
import type { Address } from 'viem'
import type { UnclaimedFees } from '../api/getUnclaimedFees.ts'
import { useCollectFees } from '../hooks/useCollectFees.ts'
import { usePositionAccess } from '../hooks/usePositionAccess.ts'
import type { Position } from '../hooks/usePositions.ts'
import { CollectDialog } from './CollectDialog.tsx'
import { CollectFeesButton } from './CollectFeesButton.tsx'

export type CollectFeesProps = {
  chainId: number
  tokenId: bigint
  position: Position
  fees: UnclaimedFees | null
  account: Address
}

export function CollectFees({ chainId, tokenId, position, fees, account }: CollectFeesProps) {
  // The page reads the same access: the multicall sends these reads once.
  const { canManage } = usePositionAccess(chainId, tokenId, account)
  const { button, dialog } = useCollectFees({ chainId, tokenId, position, fees, account, canManage })
  return (
    <>
      <CollectFeesButton {...button} />
      {dialog ? <CollectDialog {...dialog} /> : null}
    </>
  )
}
