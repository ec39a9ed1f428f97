import styled from 'styled-components';
import { SettingsCard, Spinner } from '@anchor/ui';
import { StyledNote, StyledRowText } from '../settings-styles';
import { describeAccess, ProviderAccessCopy } from './provider-access-copy';
import { useProviderAccessLogQuery } from '../../../api/provider-access.api';
import { MyClinicianLink } from './MyClinicianLink';
import { ProviderInvitations } from './ProviderInvitations';
import { ProviderReach } from './ProviderReach';
import { SummaryPdfRow } from './SummaryPdfRow';

const StyledLog = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 16rem;
  overflow-y: auto;
  li {
    display: flex;
    flex-direction: column;
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The patient's side of provider access: invitations to accept, what the named provider may see beyond shared
 * assessments, the patient's own summary PDF, and who viewed what and when (the provider audit log).
 */
export function ProviderAccessCard() {
  const { data, isLoading, isError } = useProviderAccessLogQuery();
  return (
    <SettingsCard title={ProviderAccessCopy.title} description={ProviderAccessCopy.description}>
      <ProviderInvitations />
      <ProviderReach />
      <MyClinicianLink />
      <SummaryPdfRow />
      <StyledRowText>
        <h3>{ProviderAccessCopy.logTitle}</h3>
      </StyledRowText>
      {isLoading ? <Spinner /> : null}
      {isError ? <StyledNote role="alert">{ProviderAccessCopy.loadFailed}</StyledNote> : null}
      {data && data.length === 0 ? <StyledNote>{ProviderAccessCopy.empty}</StyledNote> : null}
      {data && data.length > 0 ? (
        // A list that scrolls within its height: in the tab order so a keyboard can scroll it.
        <StyledLog aria-label={ProviderAccessCopy.logLabel} tabIndex={0}>
          {data.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <span>
                <strong>{event.providerName ?? event.providerEmail}</strong>: {describeAccess(event.what)}
              </span>
              <small>{when(event.at)}</small>
            </li>
          ))}
        </StyledLog>
      ) : null}
    </SettingsCard>
  );
}
