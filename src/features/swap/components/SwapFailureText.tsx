import { useSwapFailureText } from '../hooks/useSwapErrorText.ts'

/** A failure under the form's button, named in the active locale (spec 1 §8, facts §14). */
export function SwapFailureText({ error, className }: { error: unknown; className?: string }) {
  const text = useSwapFailureText()
  return (
    <p className={className} role="alert">
      {text(error)}
    </p>
  )
}
