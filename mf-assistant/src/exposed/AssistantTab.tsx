import { AssistantView } from '../features/chat/AssistantView';
import { remoteRootProps } from '../remote-root';

/** The Assistant tab of home (the default tab). */
export default function AssistantTab() {
  return (
    <div {...remoteRootProps()}>
      <AssistantView />
    </div>
  );
}
