import { startTravelApiStub } from './stub';

/**
 * Runs the spec-shaped stub Travel API on its own, to try the storefront against it by hand:
 *   npm run stub:travel-api            # listens on 127.0.0.1:4010 (STUB_PORT overrides)
 *   TRAVEL_API_URL=http://127.0.0.1:4010/ TRAVEL_API_BASIC_AUTH=storefront:stub-secret \
 *     TRAVEL_API_PASSWORD_KEY=stub-default-password-key-32byte TRAVEL_API_PASSWORD_IV=stub-default-iv! npm start
 * then http://sunrise.localhost:3000/search/trips, atlas.localhost and odd.localhost.
 */
const port = Number(process.env.STUB_PORT || 4010);
const basicAuth = process.env.STUB_BASIC_AUTH || 'storefront:stub-secret';

startTravelApiStub({ port, basicAuth, appId: process.env.STUB_APP_ID || null }).then((stub) => {
  console.log(`stub Travel API on ${stub.url} (Basic ${basicAuth})`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
