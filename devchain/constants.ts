export const CHAIN_ID = 31337
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const ACCOUNT_COUNT = 10
export const ACCOUNT_BALANCE_ETH = 10_000
export const DEFAULT_PORT = 8545
export const DEFAULT_HOST = '127.0.0.1'
export const DEFAULT_RPC_URL = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`
/** A saved state older than this is rebuilt: deadlines, the staking period and UNI dates age with the clock. */
export const STATE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000
/** The build chain's genesis lies this far in the past so that its clock jumps (staking genesis, Timelock
 * delay) never carry it past the wall clock; a loaded state's next block takes the current time. */
export const BUILD_GENESIS_AGE_SECONDS = 4 * 24 * 60 * 60
