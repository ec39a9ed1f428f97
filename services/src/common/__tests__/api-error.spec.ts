import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { registerRequestSchema, registerTokenSchema, settingsPatchSchema } from '@anchor/contracts';
import { ApiException, toErrorBody } from '../api-error';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../service-unavailable';
import { describeZodError } from '../zod-validation.pipe';

describe('toErrorBody', () => {
  it('answers 503 with a sentence when PostgreSQL or Redis cannot be reached, 500 for any other failure', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    const lost = new Error('Connection terminated unexpectedly');
    const redisDown = new Error(
      'Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest".',
    );
    for (const error of [refused, shutdown, lost, redisDown]) {
      expect(toErrorBody(error)).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: SERVICE_UNAVAILABLE_MESSAGE,
      });
    }
    const badQuery = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('syntax error'), { code: '42601' }),
    });
    expect(toErrorBody(badQuery).statusCode).toBe(500);
    expect(toErrorBody(new Error('boom')).statusCode).toBe(500);
  });

  it('keeps an ApiException body with its code and field', () => {
    const error = new ApiException(409, 'Username already exists', { code: 'USERNAME_TAKEN', field: 'username' });
    expect(toErrorBody(error)).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Username already exists',
      code: 'USERNAME_TAKEN',
      field: 'username',
    });
  });

  it("maps Nest's own exceptions to the same shape", () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Cannot GET /api/x',
    });
    expect(toErrorBody(new BadRequestException())).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(toErrorBody(new HttpException('Too many', 429))).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many',
    });
  });

  it('maps a body-parsing error to a 400 and hides the details of unexpected errors', () => {
    const parseError = Object.assign(new Error('Unexpected token'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorBody(parseError)).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
    const body = toErrorBody(new Error('connection to 10.0.0.5 refused'));
    expect(body.statusCode).toBe(500);
    expect(body.message).not.toContain('10.0.0.5');
  });
});

describe('describeZodError', () => {
  it('names the first bad field with its message', () => {
    const result = registerRequestSchema.safeParse({ username: 'a' });
    expect(result.success).toBe(false);
    expect(describeZodError(result.error!)).toEqual({ message: 'password: Password is required', field: 'password' });
  });

  it('names an unknown key of a strict object', () => {
    const result = z.object({ a: z.boolean() }).strict().safeParse({ a: true, b: 1 });
    expect(describeZodError(result.error!)).toEqual({ message: 'b: Unknown field', field: 'b' });
  });

  it('explains a body that is not an object', () => {
    const result = registerRequestSchema.safeParse(undefined);
    expect(describeZodError(result.error!)).toEqual({ message: 'Request body must be a JSON object', field: 'body' });
  });

  it('says the rule of a refinement on the whole body', () => {
    const result = settingsPatchSchema.safeParse({});
    expect(describeZodError(result.error!, {})).toEqual({ message: 'At least one setting is required', field: 'body' });
  });

  it('names the field of the union branch that came closest', () => {
    const body = { token: 'native-token', platform: 'windows' };
    const result = registerTokenSchema.safeParse(body);
    expect(describeZodError(result.error!, body)).toEqual({
      message: 'platform: platform must be ios or android',
      field: 'platform',
    });
  });
});
