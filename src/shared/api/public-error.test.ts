import { describe, expect, it } from 'vitest';
import { UpstreamBlobError, UpstreamHttpError, UpstreamNetworkError, UpstreamSchemaError } from './errors';
import { PUBLIC_ERROR_MESSAGE, PublicError, publicShapeOf, toPublicError } from './public-error';

const URL_ = 'http://api.internal:8443/project-api/api/v2/projects/1001?skip=0';
const ID = '0b46c2b5-5f99-49dd-865d-f99debfb17e1';
const timeout = Object.assign(new Error('The operation timed out'), { name: 'TimeoutError' });

describe('publicShapeOf: what a page may carry about a failure (issue 15 §9)', () => {
  it.each<[string, unknown, object]>([
    [
      'a non-2xx answer',
      new UpstreamHttpError(400, '{"account":1001,"secret":"x"}', URL_, ID),
      { kind: 'http', status: 400, correlationId: ID },
    ],
    [
      'a network failure',
      new UpstreamNetworkError(new Error('connection reset'), '/project-api/', URL_, ID),
      { kind: 'network', correlationId: ID },
    ],
    ['a timeout', new UpstreamNetworkError(timeout, '/project-api/', URL_, ID), { kind: 'timeout', correlationId: ID }],
    ['a schema failure', new UpstreamSchemaError('projects: expected array', [], URL_, ID), { kind: 'schema', correlationId: ID }],
    ['a blob failure', new UpstreamBlobError(404, 'Not Found', URL_, ID), { kind: 'http', status: 404, correlationId: ID }],
    ['any other error', new TypeError(`fetch ${URL_} failed`), { kind: 'unknown' }],
    ['a string', `Received from ${URL_}`, { kind: 'unknown' }],
    ['null', null, { kind: 'unknown' }],
    ['a forged correlation id and status', { correlationId: `<${URL_}>`, status: 'x' }, { kind: 'unknown' }],
    ['an already public error', new PublicError({ kind: 'timeout', correlationId: ID }), { kind: 'timeout', correlationId: ID }],
  ])('%s → the boundary text, kind, status and correlation id only', (_name, error, expected) => {
    const shape = publicShapeOf(error);
    expect(shape).toEqual({ message: PUBLIC_ERROR_MESSAGE, ...expected });
    expect(JSON.stringify(shape)).not.toMatch(/api\.internal|project-api|1001|secret|Received from|reset|expected array/);
  });

  it('toPublicError: an Error whose own fields (and so its JSON) are the public shape, nothing else', () => {
    const error = toPublicError(new UpstreamHttpError(500, 'boom', URL_, ID));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PublicError');
    expect(error.message).toBe(PUBLIC_ERROR_MESSAGE);
    expect(Object.keys(error).sort()).toEqual(['correlationId', 'kind', 'name', 'status']);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ name: 'PublicError', kind: 'http', status: 500, correlationId: ID });
    expect(error.cause).toBeUndefined();
    expect(toPublicError(error)).toBe(error);
  });
});
