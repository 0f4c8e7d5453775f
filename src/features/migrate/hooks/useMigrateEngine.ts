import { lazyModule, useLazyModule } from '../../../ui/index.ts'
import type { MigrateEngine } from '../model/migrateEngine.ts'

const migrateEngine = lazyModule<MigrateEngine>('migrate engine', () => import('../model/migrateEngine.ts'))

/** The migrate engine (the SDK-built derivation) once loaded; asks for it while `wanted`. */
export function useMigrateEngine(wanted: boolean): MigrateEngine | null {
  return useLazyModule(migrateEngine, wanted)
}
