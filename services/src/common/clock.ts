import { Injectable } from '@nestjs/common';

/** The one source of "now" on the server, so tests can move time (sessions, schedules). */
export abstract class Clock {
  abstract now(): Date;
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
