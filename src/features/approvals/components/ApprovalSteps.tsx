import { useLingui } from '@lingui/react/macro'
import type { StepState } from '../model/approvalSteps.ts'
import styles from './ApprovalSteps.module.css'

export type ApprovalStep = { label: string; state: StepState }

export type ApprovalStepsProps = {
  /** In order: the approvals, then the write they allow ('Approve USDT', 'Swap'). Labels are unique. */
  steps: readonly ApprovalStep[]
}

/** Where the user is in approve → … → write: done steps checked, the current one highlighted. */
export function ApprovalSteps({ steps }: ApprovalStepsProps) {
  const { t } = useLingui()
  return (
    <ol className={styles.steps} aria-label={t`Steps`} data-testid="approval-steps">
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={styles.step}
          data-state={step.state}
          data-testid="approval-step"
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.state === 'done' ? '✓' : index + 1}
          </span>
          <span className={styles.label} title={step.label}>
            {step.label}
          </span>
          {step.state === 'done' ? <span className={styles.hidden}>{t`(done)`}</span> : null}
        </li>
      ))}
    </ol>
  )
}
