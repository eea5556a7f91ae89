import fs from 'node:fs';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  file: string;
  /** CPU time sampled outside idle, in ms. */
  busyMs: number;
  /** Self time by package (node_modules/<name>, node internals, the app's dist/ code, GC…). */
  byPackage: { name: string; ms: number; share: number }[];
  /** Self time by function. */
  byFunction: { name: string; ms: number; share: number }[];
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1];
  if (url.startsWith('node:')) return 'node core';
  if (/\/backend\/dist\//.test(url)) return 'app (backend/dist)';
  return url;
}

/** Self time per package and per function of a `node --cpu-prof` profile: where the server's CPU went. */
export function summariseProfile(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busyUs += us;
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/backend\//, 'backend/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const rank = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs ? us / busyUs : 0 }));
  return { file, busyMs: busyUs / 1000, byPackage: rank(packages), byFunction: rank(functions) };
}

export function formatProfile(summary: ProfileSummary): string {
  const line = (entry: { name: string; ms: number; share: number }) =>
    `    ${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.ms.toFixed(0).padStart(7)} ms  ${entry.name}`;
  return [
    `  CPU profile ${summary.file} (${summary.busyMs.toFixed(0)} ms busy)`,
    '   self time by package:',
    ...summary.byPackage.map(line),
    '   self time by function:',
    ...summary.byFunction.map(line),
  ].join('\n');
}
