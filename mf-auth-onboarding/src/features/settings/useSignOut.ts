import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetSignedInUser, useAppDispatch, useLogoutMutation, useToast } from '@anchor/app-runtime';
import { delay } from '../../delay';
import { SettingsCopy } from './copy';

/** Go to /auth 500 ms after signing out, so the toast is seen first. */
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;

/**
 * Signs out on the server and always on this device. The logout mutation clears local data whatever
 * the server answered; 500 ms later the cached user goes and /auth comes, in one history entry.
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Local state, not the mutation's: resetting the api cache also resets the mutation's own status.
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      await logout().unwrap();
      toast({ title: SettingsCopy.account.signedOutTitle, description: SettingsCopy.account.signedOutDescription });
    } catch (error) {
      console.error('Sign-out did not reach the server', error);
      toast({
        title: SettingsCopy.account.signedOutLocallyTitle,
        description: SettingsCopy.account.signedOutLocallyDescription,
      });
    }
    await delay(SIGN_OUT_REDIRECT_DELAY_MS);
    dispatch(forgetSignedInUser());
    navigate('/auth');
  }, [logout, toast, navigate, dispatch]);

  return { signOut, isSigningOut };
}
