import { remoteRootProps } from '../remote-root';
import { CancelView } from '../features/legal/CancelView';

/** /cancel. */
export default function CancelPage() {
  return (
    <div {...remoteRootProps()}>
      <CancelView />
    </div>
  );
}
