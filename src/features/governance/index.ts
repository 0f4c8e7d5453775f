// Governance (spec 2 §2): the screens are mounted through routes.tsx; nothing is shared with other features.
export {}
