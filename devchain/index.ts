// Public API of the local chain for the rest of the repository (tests, scripts, bench): import only this file.
export { findFreePort } from './anvil.ts'
export { CHAIN_ID, DEFAULT_PORT, DEV_MNEMONIC } from './constants.ts'
export {
  OPTIMISM_CHAIN_ID,
  OPTIMISM_CONTRACTS,
  type OptimismLikeChain,
  startOptimismLikeChain,
} from './optimismLike.ts'
export { type ChainFlavor, chainPaths, DEPLOYMENT_PATH, STATE_PATH } from './paths.ts'
export { type RunningDevchain, type StartDevchainOptions, startDevchain } from './start.ts'
export { type EnsureStateOptions, ensureState, loadDeployment, resetChain } from './state.ts'
export type {
  AirdropFlags,
  AirdropTestClaim,
  ContractName,
  Deployment,
  DeploymentAccount,
  DeploymentToken,
  PositionEntry,
  PositionNote,
  ProposalEntry,
  ProposalStateName,
  StakingEntry,
  TokenSymbol,
  V2PairEntry,
  V3PoolEntry,
} from './types.ts'
