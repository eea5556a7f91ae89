import fs from 'node:fs';
import path from 'node:path';
import type { ProfileSummary } from './profile';
import type { ScenarioId } from './scenarios';

export interface ScenarioResult {
  id: ScenarioId;
  label: string;
  /** Mean of the per-second request counts over the measured run. */
  requestsPerSecond: number;
  requestsPerSecondStddev: number;
  totalRequests: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Size of one response body, in bytes. */
  bodyBytes: number;
  throughputBytesPerSecond: number;
  /** The server process after the run: resident and peak resident memory. */
  rssMb: number | null;
  peakRssMb: number | null;
  /** Server CPU (user + system) per request, and as a share of one core over the run. */
  serverCpuUsPerRequest: number | null;
  serverCpuPercent: number | null;
  /** The load generator (this process) and the embedded PostgreSQL, as a share of one core. */
  loadGeneratorCpuPercent: number;
  databaseCpuPercent: number | null;
  /** irq + softirq time of the machine (mostly the loopback TCP traffic), as a share of one core. */
  interruptsCpuPercent: number;
  /** The whole machine busy, as a share of all cores; and what the other processes used, as a share of one core. */
  machineBusyPercent: number | null;
  otherProcessesCpuPercent: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  profile?: ProfileSummary;
}

export interface Ratio {
  name: string;
  value: number | null;
  goal: number | null;
  met: boolean | null;
}

export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; loadAverageAtStart: number[]; node: string; platform: string };
  settings: { durationSeconds: number; warmupSeconds: number; connections: number; projects: number; database: string; distDir: string; logLevel: string; cpuProfile: boolean };
  scenarios: ScenarioResult[];
  ratios: Ratio[];
  problems: string[];
}

export function computeRatios(results: ScenarioResult[]): Ratio[] {
  const rps = (id: ScenarioId) => results.find((result) => result.id === id)?.requestsPerSecond ?? null;
  const ratio = (name: string, a: ScenarioId, b: ScenarioId, goal: number | null): Ratio => {
    const top = rps(a);
    const bottom = rps(b);
    const value = top !== null && bottom ? top / bottom : null;
    return { name, value, goal, met: goal === null || value === null ? null : value >= goal };
  };
  return [
    ratio('REST / cached floor', 'rest', 'cached-floor', 0.8),
    ratio('GraphQL / cached floor', 'graphql', 'cached-floor', 0.6),
    ratio('GraphQL POST / cached floor', 'graphql-post', 'cached-floor', null),
    ratio('REST / floor', 'rest', 'floor', null),
    ratio('GraphQL / floor', 'graphql', 'floor', null),
    ratio('floor / cached floor', 'floor', 'cached-floor', null),
  ];
}

const fixed = (value: number | null | undefined, digits = 0) => (value === null || value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits));

export function formatTable(report: BenchReport): string {
  const cached = report.scenarios.find((result) => result.id === 'cached-floor')?.requestsPerSecond;
  const floor = report.scenarios.find((result) => result.id === 'floor')?.requestsPerSecond;
  const header = ['scenario', 'req/s', 'p99 ms', 'p50 ms', 'RSS MB', 'body kB', 'srv CPU µs/req', 'srv CPU %', '× cached floor', '× floor'];
  const rows = report.scenarios.map((result) => [
    result.label,
    fixed(result.requestsPerSecond),
    fixed(result.latencyMs.p99),
    fixed(result.latencyMs.p50),
    fixed(result.rssMb),
    fixed(result.bodyBytes / 1024, 1),
    fixed(result.serverCpuUsPerRequest),
    fixed(result.serverCpuPercent),
    cached ? `${fixed(result.requestsPerSecond / cached, 2)}×` : '-',
    floor ? `${fixed(result.requestsPerSecond / floor, 2)}×` : '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const goals = report.ratios.map((ratio) => {
    const verdict = ratio.goal === null ? '' : ratio.met === null ? '  (not measured)' : ratio.met ? `  goal ≥ ${ratio.goal}: met` : `  goal ≥ ${ratio.goal}: NOT met`;
    return `  ${ratio.name.padEnd(28)} ${ratio.value === null ? '-' : `${ratio.value.toFixed(2)}×`}${verdict}`;
  });
  const { machine, settings } = report;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    ...goals,
    '',
    `  ${settings.connections} connections, ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up, ${settings.projects} projects; ` +
      `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; load average at start ${machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ')}`,
    `  The load generator (autocannon) runs in the bench process on the same machine; CPU shares are in the JSON.`,
    ...report.scenarios
      .filter((result) => (result.otherProcessesCpuPercent ?? 0) > 20)
      .map((result) => `  WARNING: the machine was not quiet during "${result.label}": other processes used ${result.otherProcessesCpuPercent!.toFixed(0)}% of a core`),
  ].join('\n');
}

export function writeReport(report: BenchReport, dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
