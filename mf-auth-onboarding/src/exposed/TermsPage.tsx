import { remoteRootProps } from '../remote-root';
import { TermsView } from '../features/legal/TermsView';

/** /terms. */
export default function TermsPage() {
  return (
    <div {...remoteRootProps()}>
      <TermsView />
    </div>
  );
}
