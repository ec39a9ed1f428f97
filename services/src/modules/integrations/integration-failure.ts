import { HttpException } from '@nestjs/common';
import { errorBody } from '../../common/api-error';

/** A 400 the client reads as {success: false, message}, naming the field. */
export function integrationFailure(message: string, field: string, code: string): HttpException {
  return new HttpException({ ...errorBody(400, message, { field }), code, success: false }, 400);
}
