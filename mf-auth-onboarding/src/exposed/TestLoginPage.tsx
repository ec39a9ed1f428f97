import { remoteRootProps } from '../remote-root';
import { TestLoginView } from '../features/test-login/TestLoginView';

/** /test: development-only sign-in as the test user. */
export default function TestLoginPage() {
  return (
    <div {...remoteRootProps()}>
      <TestLoginView />
    </div>
  );
}
