import { ShellCopy } from '../copy';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return <MessagePage title={ShellCopy.notFoundTitle} text={ShellCopy.notFoundText} />;
}
