import '@testing-library/jest-dom';
import { registerInProcessBackend } from '@/lib/client/in-process';

// What instrumentation.ts does at server start: the storefront reaches the built-in backend in-process.
registerInProcessBackend(async () => (await import('@/lib/backend/shared')).loadBuiltInBackend());

// With REDIS_URL set, rate limits open a Redis connection per test file: close it when the file ends.
afterAll(async () => {
  if (!(globalThis as { __itineraRedis?: unknown }).__itineraRedis) return;
  const { closeProcessLimiters } = await import('@/lib/backend/ratelimit/process-limiter');
  await closeProcessLimiters();
});

// Unit and integration tests never open the developer's data folder (.data) for the deployment
// secret: they run on an explicit one. The generated secret has its own suite
// (lib/auth/secret-store.test.ts), and the end-to-end specs run without SESSION_SECRET.
process.env.SESSION_SECRET ||= 'jest-session-secret-for-tests-only';
