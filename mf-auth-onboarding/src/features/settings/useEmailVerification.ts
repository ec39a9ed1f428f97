import { useState, type FormEvent } from 'react';
import { describeApiError, useToast } from '@anchor/app-runtime';
import { EmailVerificationMessages } from '@anchor/contracts';
import { useSendEmailCodeMutation, useVerifyEmailMutation } from '../../api/account.api';
import { AccountCopy } from './account-copy';

const copy = AccountCopy.email;

/** Asking for a code (POST /api/user/email/verification) and giving it (POST /api/user/email/verify). */
export function useEmailVerification() {
  const [sendCode, { isLoading: isSending }] = useSendEmailCodeMutation();
  const [verifyEmail, { isLoading: isConfirming }] = useVerifyEmailMutation();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const send = async (address: string) => {
    setSendError(null);
    setCodeError(null);
    try {
      await sendCode().unwrap();
      setSentTo(address);
    } catch (cause) {
      // A mail server that failed answers 503: the person reads the sentence about the e-mail, not a server error.
      setSendError(describeApiError(cause, EmailVerificationMessages.sendFailed));
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    try {
      await verifyEmail({ code: code.trim() }).unwrap();
      setCode('');
      setSentTo(null);
      toast({ title: copy.verifiedTitle, description: copy.verifiedDescription });
    } catch (cause) {
      setCodeError(describeApiError(cause));
    }
  };

  return { code, setCode, sentTo, sendError, codeError, isSending, isConfirming, send, confirm };
}
