import { ASSESSMENT_BANNER_RECHECK_MS, isAssessmentBannerVisible } from '@anchor/clinical';
import { ASSESSMENT_COMPLETED_EVENT, type AssessmentCycleStatus } from '@anchor/contracts';
import { useAppDispatch, useAppSelector } from '@anchor/app-runtime';
import { Button } from '@anchor/ui';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { useGetAssessmentStatusQuery } from '../../api/assessment.api';
import { assessmentCompleted, selectCompletedThisPage } from '../flow/assessment.slice';
import { BannerCopy } from '../../copy';
import { WarningIcon } from './WarningIcon';

export interface AssessmentBannerViewProps {
  onTakeAssessment: () => void;
  onSettled?: () => void;
}

/** Overdue is red, due soon yellow, anything else blue. */
const toneColors = ({ colors }: DefaultTheme, status: AssessmentCycleStatus) => {
  if (status === 'overdue') return { accent: colors.danger, surface: colors.dangerSurface };
  if (status === 'due_soon') return { accent: colors.warning, surface: colors.warningSurface };
  return { accent: colors.info, surface: colors.infoSurface };
};

const StyledBanner = styled.section<{ $status: AssessmentCycleStatus }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid ${({ theme, $status }) => toneColors(theme, $status).accent};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $status }) => toneColors(theme, $status).surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledIcon = styled.span<{ $status: AssessmentCycleStatus }>`
  display: inline-flex;
  color: ${({ theme, $status }) => toneColors(theme, $status).accent};
`;

const StyledText = styled.div`
  flex: 1 1 320px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * Hides for good once an assessment is completed on this page, without waiting for the next check:
 * completion is store state, and the `assessmentCompleted` window event (sent from outside the store) sets it too.
 */
function useCompletedThisPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onCompleted = () => dispatch(assessmentCompleted());
    window.addEventListener(ASSESSMENT_COMPLETED_EVENT, onCompleted);
    return () => window.removeEventListener(ASSESSMENT_COMPLETED_EVENT, onCompleted);
  }, [dispatch]);
  return useAppSelector(selectCompletedThisPage);
}

/**
 * Tells `onSettled` once, in the same frame as the banner's first decided render (a layout effect runs before
 * paint): the shell then shows the tabs below a banner that is already in place.
 */
function useSettledOnce(settled: boolean, onSettled: (() => void) | undefined) {
  const told = useRef(false);
  useLayoutEffect(() => {
    if (!settled || told.current) return;
    told.current = true;
    onSettled?.();
  }, [settled, onSettled]);
}

/** The monthly-assessment banner above home's tabs; the visibility rule is the clinical library's. */
export function AssessmentBannerView({ onTakeAssessment, onSettled }: AssessmentBannerViewProps) {
  const titleId = useId();
  const completed = useCompletedThisPage();
  const {
    data: status,
    isSuccess,
    isError,
  } = useGetAssessmentStatusQuery(undefined, {
    pollingInterval: completed ? 0 : ASSESSMENT_BANNER_RECHECK_MS,
  });
  useSettledOnce(completed || isSuccess || isError, onSettled);
  if (completed || !status || !isAssessmentBannerVisible(status)) return null;

  const overdue = status.status === 'overdue';
  return (
    <StyledBanner $status={status.status} aria-labelledby={titleId}>
      {overdue ? (
        <StyledIcon $status={status.status}>
          <WarningIcon label={BannerCopy.warningIconLabel} />
        </StyledIcon>
      ) : null}
      <StyledText>
        <h2 id={titleId}>{overdue ? BannerCopy.overdueTitle : BannerCopy.dueSoonTitle}</h2>
        <p>{BannerCopy.message(status.message)}</p>
      </StyledText>
      <Button onClick={onTakeAssessment}>{BannerCopy.takeAssessment}</Button>
    </StyledBanner>
  );
}
