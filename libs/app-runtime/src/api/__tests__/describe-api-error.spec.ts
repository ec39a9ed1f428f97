import { describeApiError, ErrorSentences } from '../describe-api-error';

describe('describeApiError', () => {
  it("gives the server's sentence without its field prefix, status or JSON", () => {
    const error = {
      status: 400,
      message: '400: {"statusCode":400,"message":"name: Name is required","field":"name"}',
      body: { statusCode: 400, error: 'Bad Request', message: 'name: Name is required', field: 'name' },
    };

    expect(describeApiError(error)).toBe('Name is required.');
  });

  it('says the connection failed when the network did', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(ErrorSentences.network);
  });

  it('never shows a server fault to a person, only the fallback', () => {
    const error = { status: 500, message: '500: {"statusCode":500}', body: { statusCode: 500, message: 'boom' } };

    expect(describeApiError(error, 'Could not save.')).toBe('Could not save.');
    expect(describeApiError(error)).toBe(ErrorSentences.server);
  });
});
