import { describe, expect, it } from 'vitest'
import { MIGRATE_EVENT_CATEGORY, migrateEventAction } from './migrateEvent.ts'

describe('the migrate analytics event', () => {
  it("is in the 'Migrate' category, its action 'V2->V3' or the fork's 'SushiSwap->V3'", () => {
    expect(MIGRATE_EVENT_CATEGORY).toBe('Migrate')
    expect(migrateEventAction({ kind: 'v2' })).toBe('V2->V3')
    expect(migrateEventAction({ kind: 'fork', label: 'SushiSwap' })).toBe('SushiSwap->V3')
  })
})
