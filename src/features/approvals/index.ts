export { type ApproveRequest, approve } from './api/approve.ts'
export { type PermitForRequest, signPermitFor } from './api/signPermitFor.ts'
export { ApprovalFlow, type ApprovalFlowProps, type FlowApproval } from './components/ApprovalFlow.tsx'
export { type ApprovalStep, ApprovalSteps, type ApprovalStepsProps } from './components/ApprovalSteps.tsx'
export { ApproveButton, type ApproveButtonProps } from './components/ApproveButton.tsx'
export { useApproval } from './hooks/useApproval.ts'
export {
  type PermitOrApprove,
  type PermitOrApproveParams,
  usePermitOrApprove,
} from './hooks/usePermitOrApprove.ts'
export {
  type ApprovalState,
  type ApprovalTarget,
  approvalStateOf,
  approvalTargetFor,
  type HeldPermit,
  isPermitUsable,
} from './model/approval.ts'
export { approvalStepStates, type StepState } from './model/approvalSteps.ts'
export { type ApproveCall, buildApproveCalls } from './model/approveCalls.ts'
