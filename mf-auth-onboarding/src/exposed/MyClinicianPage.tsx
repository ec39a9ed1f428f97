import { remoteRootProps } from '../remote-root';
import { MyClinicianView } from '../features/clinician/MyClinicianView';

/** /clinician: the patient's thread with their clinician and the clinician's requests. */
export default function MyClinicianPage() {
  return (
    <div {...remoteRootProps()}>
      <MyClinicianView />
    </div>
  );
}
