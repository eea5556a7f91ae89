import pino from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string };
}

/** What the server logs at warn and above, each line as it is written; `next` waits for one that matches. */
export function logCapture() {
  const lines: LogLine[] = [];
  const waiting: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const stream = {
    write(text: string) {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiting.filter(({ match }) => match(line))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    },
  };
  return {
    logger: pino({ level: 'warn' }, stream),
    next: (match: (line: LogLine) => boolean) =>
      new Promise<LogLine>((resolve) => {
        const found = lines.find(match);
        if (found) resolve(found);
        else waiting.push({ match, resolve });
      }),
  };
}

/** The body as far as it came, and whether it ended cleanly or was cut off. */
export async function readBody(response: Response): Promise<{ text: string; cutOff: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
    return { text, cutOff: false };
  } catch {
    return { text, cutOff: true };
  }
}
