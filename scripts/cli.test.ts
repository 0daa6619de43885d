/** @jest-environment node */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import packageJson from '../package.json';

const run = promisify(execFile);

/**
 * The command-line scripts run as npm runs them (tsx, outside Next), where modules guarded by
 * `import 'server-only'` must still load. A dry run and a usage error need no database.
 */
async function npmScript(name: 'tenant:upsert' | 'inventory:import', args: string[]) {
  const command = packageJson.scripts[name].split(' ');
  const [bin, ...rest] = command;
  expect(bin).toBe('tsx');
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', [...rest, ...args], { timeout: 60_000 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

jest.setTimeout(90_000);

it('tenant:upsert validates a tenant file (dry run)', async () => {
  const { code, out } = await npmScript('tenant:upsert', ['--dry-run', 'examples/tenants/alpine.json']);
  expect(out).toContain("valid definition of tenant 'alpine'");
  expect(code).toBe(0);
});

it('inventory:import explains its usage when the tenant is missing', async () => {
  const { code, out } = await npmScript('inventory:import', [
    '--kind',
    'hotels',
    'examples/inventory/hotels.csv',
  ]);
  expect(out).toContain('--tenant is required');
  expect(out).not.toContain('server-only');
  expect(code).not.toBe(0);
});
