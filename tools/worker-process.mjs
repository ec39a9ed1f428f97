// How the worker's node is started, by every launcher here (npm start, the benches, the fault suite, e2e). The
// production command in docs/operations.md ("Database roles") carries the same flag: change both together.

/**
 * Semi-spaces of up to 64 MB (node 20's default is 16 MB): the young generation can then grow to 128 MB instead
 * of 32. A minute of reminders allocates fast (requests to push services, their answers, the promises that wait
 * for them); with the default the scavenger runs often and copies, then promotes, what is still in flight. In
 * tools/bench-reminders.mjs on one core (`taskset -c 0`), the worker spent 870-910 ms of CPU on the minute's
 * 10,000 reminders with this flag against 1,060-1,150 ms without it. The cost is memory: in the same bench on two
 * cores the worker's peak RSS was 334 MB with it against 243 MB without.
 */
export const WORKER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** node's arguments for the worker: its flags, then the built script. */
export const WORKER_NODE_ARGV = [...WORKER_NODE_FLAGS, 'services/dist/worker.js'];
