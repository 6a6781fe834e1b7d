import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Staff passwords hashed at a low cost in every unit test (its comment says why).
    setupFiles: ['tests/support/unit-setup.ts'],
    environment: 'node',
    // One test file per core, not Vitest's cores - 1: npm test runs the lint and type-check beside
    // the unit tests, and they end long before them (on 2 cores the phase took 199 s with one
    // worker, 151 s with two).
    maxWorkers: availableParallelism(),
    // A limit against hangs, not a speed threshold: the fuzz and database tests do a bounded
    // amount of work that takes seconds on a busy 2-core machine (the default 5 s is too close).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // next-intl imports 'next/navigation' without an extension, which Node's ESM loader cannot
    // resolve; bundled by Vite, it can (next-intl's testing advice).
    server: { deps: { inline: ['next-intl'] } },
    // Tests that store résumés encrypt them with this key, not one made in .data/.
    env: { RESUME_KEY: '4f1c2a7e9b3d5c8a0e6f2b4d7a9c1e3f5b8d0a2c4e6f8b1d3a5c7e9f0b2d4a6c' },
  },
});
