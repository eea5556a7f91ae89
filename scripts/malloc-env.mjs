// glibc's malloc settings for the server process, set by everything that starts it (npm start, npm run
// dev, the bench, the browser tests, the Docker image). glibc reads them when a process starts, so they
// are given to a child process. Measured on 10 phones uploading 5.6 MB photos at once (30 uploads):
// glibc's defaults peak at 385 MB and idle at 316 MB afterwards; with these, 235 MB and 138 MB.
// - MALLOC_ARENA_MAX: sharp's libvips threads each get their own arena otherwise, and memory freed
//   after an image stays held there.
// - MALLOC_MMAP_THRESHOLD_: blocks of 64 kB and more (decoded pixels, compression windows, upload
//   buffers) come from mmap and go back to the system when freed; by default glibc raises this
//   threshold as such blocks are freed, and keeps them.
// - MALLOC_TRIM_THRESHOLD_: free memory at the top of the heap is returned past 64 kB.
export const MALLOC_DEFAULTS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
};

/** `env` with the defaults above for any of them it does not set itself. */
export function withMallocDefaults(env) {
  return { ...MALLOC_DEFAULTS, ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) };
}
