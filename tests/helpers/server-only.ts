// Vitest runs server modules directly; the real "server-only" package throws outside React's server build.
export {}
