import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and RTK use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
