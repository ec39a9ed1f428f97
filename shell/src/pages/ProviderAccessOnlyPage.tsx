import { ShellCopy } from '../copy';
import { MessagePage } from './MessagePage';

export function ProviderAccessOnlyPage() {
  return <MessagePage title={ShellCopy.providerOnlyTitle} text={ShellCopy.providerOnlyText} />;
}
