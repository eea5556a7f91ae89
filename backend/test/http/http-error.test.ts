import { GraphQLError } from 'graphql';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { toHttpError } from '../../src/http/http-error';

describe('the answer a failure gets', () => {
  it('is 503 with Retry-After when the process is out of file descriptors', () => {
    const error = Object.assign(new Error('EMFILE: too many open files, open /data/uploads/a.webp'), { code: 'EMFILE', syscall: 'open' });
    expect(toHttpError(error)).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is too busy right now. Please try again in a few seconds.',
      retryAfterSeconds: 5,
    });
  });

  it('is 503 for the database driver losing its connection, but a client error quoting the same words is not', () => {
    expect(toHttpError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' }))?.status).toBe(503);
    expect(toHttpError(new Error('Connection terminated unexpectedly'))?.status).toBe(503);
    // A transaction's next statement, or its COMMIT, after its connection died and was released.
    expect(toHttpError(new QueryRunnerProviderAlreadyReleasedError())?.status).toBe(503);
    expect(toHttpError(new QueryRunnerAlreadyReleasedError())?.status).toBe(503);
    expect(toHttpError(new GraphQLError('Value "Connection terminated unexpectedly" does not exist in "ProjectCategory" enum.'))).toBeNull();
    expect(toHttpError(Object.assign(new SyntaxError('Unexpected token C in JSON: Connection refused'), { type: 'entity.parse.failed', status: 400 }))).toEqual(
      {
        status: 400,
        code: 'BAD_REQUEST',
        message: 'Malformed JSON body',
      },
    );
  });

  it('is null (an internal error, masked) for anything unknown', () => {
    expect(toHttpError(new TypeError('x is not a function'))).toBeNull();
  });
});
