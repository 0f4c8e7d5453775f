import { lazyModule, useLazyModule } from '../../../ui/index.ts'
import type { PositionCalls } from '../model/positionCalls.ts'

/** The position manager's calldata builders, loaded apart from the position engine (see positionCalls.ts). */
export const positionCalls = lazyModule<PositionCalls>(
  'position calls',
  () => import('../model/positionCalls.ts'),
)

/** The calldata builders once loaded; asks for them while `wanted` (a write can be reviewed). */
export function usePositionCalls(wanted: boolean): PositionCalls | null {
  return useLazyModule(positionCalls, wanted)
}
