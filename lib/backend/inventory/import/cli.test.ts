import { parseImportArgs } from './cli';
import { IMPORT_KINDS } from './row-schemas';

describe('inventory:import arguments', () => {
  it('reads --tenant, --kind and one file, with or without =', () => {
    expect(parseImportArgs(['--tenant', 'acme', '--kind', 'rates', 'r.csv'])).toEqual({
      tenant: 'acme',
      kind: 'rates',
      file: 'r.csv',
    });
    expect(parseImportArgs(['r.csv', '--kind=legs', '--tenant=acme'])).toEqual({
      tenant: 'acme',
      kind: 'legs',
      file: 'r.csv',
    });
  });

  it('says what is wrong', () => {
    expect(parseImportArgs(['--kind', 'rates', 'r.csv'])).toEqual({ error: '--tenant is required' });
    expect(parseImportArgs(['--tenant', 'a', '--kind', 'rooms', 'r.csv'])).toEqual({
      error: `--kind must be one of ${IMPORT_KINDS.join(', ')}`,
    });
    expect(parseImportArgs(['--tenant', 'a', '--kind', 'rates'])).toEqual({
      error: 'give exactly one CSV file',
    });
    expect(parseImportArgs(['--tenant', '--kind', 'rates', 'r.csv'])).toEqual({
      error: '--tenant needs a value',
    });
    expect(parseImportArgs(['--tenant', 'a', '--kind', 'rates', '--force', 'r.csv'])).toEqual({
      error: 'unknown option --force',
    });
  });
});
