/**
 * A processor's answer to a job name it does not handle: fail the job loudly (BullMQ records it as failed)
 * instead of completing it with nothing done.
 */
export function unknownJob(queue: string, name: string): never {
  throw new Error(`Queue ${queue} has no handler for job "${name}"`);
}
