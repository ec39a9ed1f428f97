import { remoteRootProps } from '../features/shared/remote-root';
import { TermsView } from '../features/legal/TermsView';

/** /terms. */
export default function TermsPage() {
  return (
    <div {...remoteRootProps()}>
      <TermsView />
    </div>
  );
}
