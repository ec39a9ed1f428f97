import { EMAIL_CODE_MINUTES } from '@anchor/contracts';
import type { OutgoingMail } from '../mail/mail.service';
import { maskAddress } from '../mail/mask-address';

/** The code is in the body only: subjects show up in notification previews and mail server logs. */
export function codeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your e-mail address for Anchor',
    text: [
      'Hello,',
      '',
      `Your Anchor code is ${code}. Enter it in Anchor to confirm this e-mail address. It works for ${EMAIL_CODE_MINUTES} minutes.`,
      '',
      'If you did not ask for it, you can ignore this e-mail: nothing changes until the code is entered.',
    ].join('\n'),
  };
}

/** Sent to the old address once a new one is proven, so a change the owner did not make is noticed. */
export function changeNoticeMail(oldAddress: string, newAddress: string): OutgoingMail {
  return {
    to: oldAddress,
    subject: 'Your Anchor e-mail address was changed',
    text: [
      'Hello,',
      '',
      `Your Anchor e-mail was changed to ${maskAddress(newAddress)}; if this was not you, sign in to Anchor now, change your password and set your e-mail address back in Settings.`,
    ].join('\n'),
  };
}
