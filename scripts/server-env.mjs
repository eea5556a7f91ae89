// The environment everything that starts the server gives it (npm start, npm run dev, the bench, the
// browser tests; the Docker image sets the same). glibc and V8 read these when a process starts, so
// they are given to a child process.
//
// glibc's malloc, measured on 10 phones uploading 5.6 MB photos at once (30 uploads): glibc's defaults
// peak at 385 MB and idle at 316 MB afterwards; with these, 235 MB and 138 MB.
// - MALLOC_ARENA_MAX: sharp's libvips threads each get their own arena otherwise, and memory freed
//   after an image stays held there.
// - MALLOC_MMAP_THRESHOLD_: blocks of 64 kB and more (decoded pixels, compression windows, upload
//   buffers) come from mmap and go back to the system when freed; by default glibc raises this
//   threshold as such blocks are freed, and keeps them.
// - MALLOC_TRIM_THRESHOLD_: free memory at the top of the heap is returned past 64 kB.
//
// V8: --max-semi-space-size=8 (MB; V8's default on a 64-bit machine is 16, doubled as the young
// generation fills): young objects are collected twice as often while a request is under way, so fewer
// of them survive into the old generation, which the heap ceiling (backend/src/memory) then has less to
// collect. Under three minutes of mixed hostile load (the bench's "mixed" scenario) the peak went from
// 320 to 295 MB, the cached answers' rate unchanged.
export const SERVER_ENV_DEFAULTS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
  NODE_OPTIONS: '--max-semi-space-size=8',
};

/**
 * `env` with the defaults above for any of them it does not set itself; NODE_OPTIONS it sets are kept,
 * after the default (so a flag given there wins).
 */
export function withServerEnvDefaults(env) {
  const own = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const nodeOptions = [SERVER_ENV_DEFAULTS.NODE_OPTIONS, own.NODE_OPTIONS].filter(Boolean).join(' ');
  return { ...SERVER_ENV_DEFAULTS, ...own, NODE_OPTIONS: nodeOptions };
}
