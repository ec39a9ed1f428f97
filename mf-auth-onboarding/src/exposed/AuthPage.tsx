import { remoteRootProps } from '../remote-root';
import { AuthScreen } from '../features/auth/AuthScreen';

/** /auth: sign in, create an account, then the onboarding wizard. */
export default function AuthPage() {
  return (
    <div {...remoteRootProps()}>
      <AuthScreen />
    </div>
  );
}
