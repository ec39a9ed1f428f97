import { Button } from '@anchor/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { RuntimeCopy } from '../copy';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectVisibleToasts, toastDismissed, TOAST_DURATION_MS, type Toast } from './toasts.slice';

const StyledViewport = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing.lg};
  bottom: ${({ theme }) => theme.spacing.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: min(420px, calc(100vw - 32px));
`;

const StyledToast = styled.div<{ $destructive: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border: ${({ theme }) => theme.borderWidth} solid
    ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surface)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
`;

const StyledText = styled.div`
  flex: 1;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => `${theme.spacing.xs} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClose = styled(Button)`
  color: inherit;
`;

interface ToastItemProps {
  toast: Toast;
}

function ToastItem({ toast }: ToastItemProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  const destructive = toast.variant === 'destructive';
  return (
    <StyledToast role={destructive ? 'alert' : 'status'} $destructive={destructive}>
      <StyledText>
        <StyledTitle>{toast.title}</StyledTitle>
        {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
      </StyledText>
      <StyledClose
        variant="ghost"
        size="sm"
        aria-label={RuntimeCopy.dismissNotification}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </StyledClose>
    </StyledToast>
  );
}

/** Rendered once by the shell (or a standalone remote); every `useToast()` call lands here. */
export function Toaster() {
  const toasts = useAppSelector(selectVisibleToasts);
  return (
    <StyledViewport aria-live="polite" aria-label={RuntimeCopy.notificationsRegion} role="region">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </StyledViewport>
  );
}
