import type { MoodCheckInProps } from '@anchor/contracts';
import { MoodCheckInForm } from '../features/mood/MoodCheckInForm';
import { remoteRootProps } from '../remote-root';

/** The mood check-in, opened by the shell from a daily mood-check reminder (source 'reminder'). */
export default function MoodCheckIn(props: MoodCheckInProps) {
  return (
    <div {...remoteRootProps()}>
      <MoodCheckInForm {...props} />
    </div>
  );
}
