// Before every unit test file. `npm test` runs the unit step beside the browser lane, on a busy machine, where
// testing-library's `waitFor` (1 s by default) gave up on a hook that settles in a tenth of that alone (a clean
// clone's run, usePositions.test.tsx). Like the test timeout (vitest.config.ts), this one catches a hang; it
// times nothing.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
