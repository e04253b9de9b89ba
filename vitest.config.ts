/**
 * Three test projects: `unit` runs pure modules in Node; `component` renders the staff app's
 * screens in happy-dom with React Testing Library (the network mocked at fetch); `worker` runs
 * inside workerd with the real D1, migrated from /migrations like wrangler does.
 */
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            environment: 'node',
          },
        },
        {
          test: {
            name: 'component',
            include: ['tests/component/**/*.test.tsx'],
            environment: 'happy-dom',
            // The staff app builds its API addresses from location.origin, as on the real /staff page.
            environmentOptions: { happyDOM: { url: 'http://localhost/staff/' } },
            setupFiles: ['tests/component/setup.ts'],
            // Above the setup's 5 s wait for a screen, so a screen that never comes fails as a missing screen.
            testTimeout: 15_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // Quiet hours off: what the tests see does not depend on the hour they run at (tests/worker/texts.test.ts sets them).
                bindings: { TEST_MIGRATIONS: migrations, SERVICE_KEY: 'test-service-key', ANON_KEY: 'test-anon-key', TEXT_QUIET_HOURS: 'none' },
              },
            }),
          ],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            setupFiles: ['tests/worker/setup.ts'],
            isolate: false,
          },
        },
      ],
    },
  };
});
