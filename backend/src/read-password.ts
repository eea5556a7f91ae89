/**
 * A password from the terminal without echoing it (asked twice, to catch a typo), or the first line
 * of standard input when it is not a terminal (a pipe, a script).
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const password = await readHidden('New password: ');
  const repeated = await readHidden('Repeat the new password: ');
  if (password !== repeated) throw new PasswordInputError('The two passwords differ: nothing was changed.');
  return password;
}

/** The typed password cannot be used (the two differ, or the typing was cancelled). */
export class PasswordInputError extends Error {}

async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new PasswordInputError('Cancelled: nothing was changed.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? Array.from(value).slice(0, -1).join('') : value + char;
      }
    };
    input.on('data', onData);
  });
}
