// The production builds the replica suite runs (tests/replica/globalSetup.ts), side by side under one served root.
import { BAKED_LOCAL_RPC_URL } from '../../e2e/support/constants.ts'

export const REPLICA_OUT_DIR = process.env.REPLICA_OUT_DIR ?? 'dist-replica'

/**
 * `endpoint`: `npm run build` with VITE_RPC_URL_1 its only setting, naming a host no DNS knows that each worker's
 * browser resolves to its own replica (as the e2e suite's local chain URL). `bare`: no setting at all; chain 1 is
 * then read through the connected wallet (or a public endpoint, unreachable here).
 */
export const REPLICA_BUILDS = {
  endpoint: { VITE_RPC_URL_1: BAKED_LOCAL_RPC_URL },
  bare: {},
} as const satisfies Record<string, Record<string, string>>

export type ReplicaBuild = keyof typeof REPLICA_BUILDS

/** Where the global setup says each build is served. */
export const replicaUrlEnv = (build: ReplicaBuild): string => `E2E_REPLICA_URL_${build.toUpperCase()}`
