import { PortalView } from '../features/portal/PortalView';
import { remoteRootProps } from '../remote-root';

/** /provider, and the whole app when the portal is deployed on its own. */
export default function ProviderPortal() {
  return (
    <div {...remoteRootProps()}>
      <PortalView />
    </div>
  );
}
