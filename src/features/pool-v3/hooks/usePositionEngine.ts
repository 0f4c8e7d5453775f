import { lazyModule, useLazyModule } from '../../../ui/index.ts'
import type { PositionEngine } from '../model/positionEngine.ts'

const positionEngine = lazyModule<PositionEngine>(
  'position engine',
  () => import('../model/positionEngine.ts'),
)

/** The position engine (the SDKs for positions, ranges and their calldata) once loaded; asks for it while `wanted`. */
export function usePositionEngine(wanted: boolean): PositionEngine | null {
  return useLazyModule(positionEngine, wanted)
}
