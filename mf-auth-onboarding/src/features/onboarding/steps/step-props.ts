import type { StepErrors } from '../step-validation';

export interface StepProps {
  /** Messages of the fields that stop Next, shown once the user tried to go on. */
  errors: StepErrors;
}
