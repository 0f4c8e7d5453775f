// The position manager's calldata (add, create, collect, remove), with the SDK's encoder and the contract's
// artifact it carries: loaded when a write is about to be reviewed or sent, never with a screen.
export { toPermitOptions } from '../../../lib/sdk/permitOptions.ts'
export {
  type AddCall,
  type AddCallParams,
  type AddCallSummary,
  buildAddCall,
  buildCreatePoolCall,
  type CreatePoolSummary,
} from './buildAddCall.ts'
export { buildCollectCall, type CollectCallParams } from './buildCollectCall.ts'
export { buildRemoveCall, type RemoveCallParams } from './buildRemoveCall.ts'

export type PositionCalls = typeof import('./positionCalls.ts')
