import { MY_CLINICIAN_PATH } from '@anchor/contracts';
import { Link } from 'react-router-dom';
import { usePatientProviderQuery } from '../../../api/provider-access.api';
import { StyledRow, StyledRowText } from '../settings-styles';
import { ProviderAccessCopy } from './provider-access-copy';

/** Where the clinician's messages and requests are read and answered, once a clinician account accepted. */
export function MyClinicianLink() {
  const { data: provider } = usePatientProviderQuery();
  if (provider?.status !== 'accepted') return null;
  return (
    <StyledRow>
      <StyledRowText>
        <p>{ProviderAccessCopy.myClinicianText}</p>
      </StyledRowText>
      <Link to={MY_CLINICIAN_PATH}>{ProviderAccessCopy.myClinicianLink}</Link>
    </StyledRow>
  );
}
