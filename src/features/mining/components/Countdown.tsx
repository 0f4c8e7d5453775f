import { Trans } from '@lingui/react/macro'
import { countdownOf, durationPartsOf } from '../model/stakingSchedule.ts'
import styles from './Countdown.module.css'

const pad = (n: number) => n.toString().padStart(2, '0')

/** 'Rewards begin in', 'Rewards end in' with the time left, or 'Rewards have ended!' (spec 2 §2). */
export function Countdown({
  periodFinish,
  nowSeconds,
}: {
  periodFinish: bigint | null
  nowSeconds: bigint | undefined
}) {
  if (nowSeconds === undefined) return null
  const countdown = countdownOf(periodFinish, nowSeconds)
  if (countdown.phase === 'ended')
    return (
      <p className={styles.countdown} data-testid="mining-countdown">
        <Trans>Rewards have ended!</Trans>
      </p>
    )
  const { days, hours, minutes, seconds } = durationPartsOf(countdown.secondsLeft)
  const left = `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`
  return (
    <p className={styles.countdown} data-testid="mining-countdown">
      {countdown.phase === 'begins' ? <Trans>Rewards begin in</Trans> : <Trans>Rewards end in</Trans>}{' '}
      <code>{left}</code>
    </p>
  )
}
