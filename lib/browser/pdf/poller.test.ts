import type { TPdfGetResponse } from '@/lib/contract/planner';
import {
  createPdfJobs,
  judgePoll,
  PDF_BUSY_MESSAGE,
  PDF_FAILED_MESSAGE,
  PDF_MAX_POLLS,
  type PdfDeps,
  PdfError,
} from './poller';

const pending: TPdfGetResponse = { success: false, status: 'running', path: [], message: null };
const done = (...path: string[]): TPdfGetResponse => ({ success: true, status: 'done', path, message: null });

/** Deps whose poll answers come from a queue (the last one repeats), recording every call with its time. */
function fakeDeps(answers: (TPdfGetResponse | null)[], refKey: string | null = 'REF1') {
  const calls: { what: string; at: number; arg?: unknown }[] = [];
  const t0 = Date.now();
  const deps: PdfDeps = {
    generate: jest.fn(async (type, data) => {
      calls.push({ what: 'generate', at: Date.now() - t0, arg: { type, data } });
      return refKey;
    }),
    poll: jest.fn(async (key) => {
      calls.push({ what: 'poll', at: Date.now() - t0, arg: key });
      return answers.length > 1 ? (answers.shift() ?? null) : (answers[0] ?? null);
    }),
    download: jest.fn((path) => {
      calls.push({ what: 'download', at: Date.now() - t0, arg: path });
    }),
  };
  return { deps, calls };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('judgePoll', () => {
  it('is done only with success and at least one path', () => {
    expect(judgePoll(done('a.pdf'), 1)).toEqual({ kind: 'done', paths: ['a.pdf'] });
    expect(judgePoll({ ...done(), path: [] }, 1)).toEqual({ kind: 'wait' });
  });
  it('waits up to 7 polls and fails on the 8th (more than 7)', () => {
    expect(judgePoll(pending, PDF_MAX_POLLS)).toEqual({ kind: 'wait' });
    expect(judgePoll(pending, PDF_MAX_POLLS + 1)).toEqual({ kind: 'failed' });
    expect(judgePoll(null, 3)).toEqual({ kind: 'wait' });
  });
  it('reads §7’s answer, success and a path list with no status field', () => {
    expect(judgePoll({ success: false, path: [], message: null }, 1)).toEqual({ kind: 'wait' });
    expect(judgePoll({ success: true, path: ['media/pdf/a.pdf'], message: null }, 2)).toEqual({
      kind: 'done',
      paths: ['media/pdf/a.pdf'],
    });
    expect(judgePoll({ success: false, path: [], message: null }, PDF_MAX_POLLS + 1)).toEqual({
      kind: 'failed',
    });
  });

  it('fails at once when the server says the job failed', () => {
    expect(judgePoll({ ...pending, status: 'failed' }, 1)).toEqual({ kind: 'failed' });
  });
});

describe('createPdfJobs', () => {
  it('generates, polls every 10 s until the path list arrives, then downloads', async () => {
    const { deps, calls } = fakeDeps([pending, pending, done('/api/pdf/file/REF1.pdf')]);
    const jobs = createPdfJobs(deps);
    const result = jobs.start('package_list', { package_id: 'P1' });
    expect(jobs.state()).toMatchObject({ status: 'generating', type: 'package_list' });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(deps.poll).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deps.poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toEqual(['/api/pdf/file/REF1.pdf']);
    expect(calls.map((c) => [c.what, c.at])).toEqual([
      ['generate', 0],
      ['poll', 10_000],
      ['poll', 20_000],
      ['poll', 30_000],
      ['download', 30_000],
    ]);
    expect(calls[0]?.arg).toEqual({ type: 'package_list', data: { package_id: 'P1' } });
    expect(calls[1]?.arg).toBe('REF1');
    expect(jobs.state()).toEqual({ status: 'done', paths: ['/api/pdf/file/REF1.pdf'] });
  });

  it('gives up after more than 7 polls with the spec message', async () => {
    const { deps } = fakeDeps([pending]);
    const jobs = createPdfJobs(deps);
    const result = jobs.start('quotation', { lead_id: 'L1' });
    const settled = result.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(7 * 10_000);
    expect(deps.poll).toHaveBeenCalledTimes(7);
    expect(jobs.state().status).toBe('generating');
    await jest.advanceTimersByTimeAsync(10_000);
    const error = await settled;
    expect(error).toBeInstanceOf(PdfError);
    expect((error as PdfError).message).toBe(PDF_FAILED_MESSAGE);
    expect(deps.poll).toHaveBeenCalledTimes(8);
    expect(deps.download).not.toHaveBeenCalled();
    expect(jobs.state()).toEqual({ status: 'failed', code: 'failed' });
  });

  it('refuses a second generation while one runs, then allows one after it ends', async () => {
    const { deps } = fakeDeps([pending, done('a.pdf')]);
    const jobs = createPdfJobs(deps);
    const first = jobs.start('package_list', { package_id: 'P1' });
    await expect(jobs.start('package_detail', { package_id: 'P1', index: 0 })).rejects.toThrow(
      PDF_BUSY_MESSAGE,
    );
    expect(deps.generate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(20_000);
    await expect(first).resolves.toEqual(['a.pdf']);
    const second = jobs.start('package_detail', { package_id: 'P1', index: 0 });
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(second).resolves.toEqual(['a.pdf']);
    expect(deps.generate).toHaveBeenCalledTimes(2);
  });

  it('downloads several files 500 ms apart', async () => {
    const { deps, calls } = fakeDeps([done('v1.pdf', 'v2.pdf', 'v3.pdf')]);
    const jobs = createPdfJobs(deps);
    const result = jobs.start('quotation', 'L1');
    await jest.advanceTimersByTimeAsync(11_000);
    await expect(result).resolves.toHaveLength(3);
    expect(calls.filter((c) => c.what === 'download').map((c) => [c.arg, c.at])).toEqual([
      ['v1.pdf', 10_000],
      ['v2.pdf', 10_500],
      ['v3.pdf', 11_000],
    ]);
  });

  it('fails without polling when generate gives no ref_key', async () => {
    const { deps } = fakeDeps([pending], null);
    const jobs = createPdfJobs(deps);
    await expect(jobs.start('quotation', 'L1')).rejects.toMatchObject({ code: 'failed' });
    expect(deps.poll).not.toHaveBeenCalled();
    // A failed job does not block the next one.
    expect(jobs.state().status).toBe('failed');
    jobs.clear();
    expect(jobs.state()).toEqual({ status: 'idle' });
  });

  it('counts a transport error as a poll and keeps going', async () => {
    const { deps } = fakeDeps([null, done('x.pdf')]);
    const jobs = createPdfJobs(deps);
    const result = jobs.start('quotation', 'L1');
    await jest.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toEqual(['x.pdf']);
    expect(deps.poll).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers about each state change', async () => {
    const { deps } = fakeDeps([done('x.pdf')]);
    const jobs = createPdfJobs(deps);
    const seen: string[] = [];
    const stop = jobs.subscribe(() => seen.push(jobs.state().status));
    const result = jobs.start('quotation', 'L1');
    await jest.advanceTimersByTimeAsync(10_000);
    await result;
    stop();
    expect(seen[0]).toBe('generating');
    expect(seen.at(-1)).toBe('done');
  });
});
