import { lazyModule, useLazyModule } from '../../../ui/index.ts'
import type { PoolEngine } from '../model/poolEngine.ts'

const poolEngine = lazyModule<PoolEngine>('pool engine', () => import('../model/poolEngine.ts'))

/** The pool engine (the SDKs for pools, pairs, routes and prices) once loaded; asks for it while `wanted`. */
export function usePoolEngine(wanted: boolean): PoolEngine | null {
  return useLazyModule(poolEngine, wanted)
}
