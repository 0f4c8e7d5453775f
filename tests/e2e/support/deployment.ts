// The deployment of the run's chain (RUN_CHAIN_FLAVOR): the devchain's, or the mainnet replica's when the replica
// suite runs a test written for the devchain. Tests take addresses and fixtures from here, never a file of their own.
import { loadDeployment } from '../../../devchain/index.ts'
import { RUN_CHAIN_FLAVOR } from './constants.ts'

export const deployment = loadDeployment(RUN_CHAIN_FLAVOR)
