import pino, { type Logger } from 'pino';

export type { Logger };

const redact = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token', 'variables.password'],
  censor: '[redacted]',
};

/** JSON logs; readable ones on a developer's terminal when pino-pretty (a dev dependency) is there. */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  if (options.pretty && canResolve('pino-pretty')) {
    return pino({ level, redact, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } });
  }
  return pino({ level, redact });
}

function canResolve(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}
