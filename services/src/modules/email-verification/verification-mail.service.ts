import { Injectable } from '@nestjs/common';
import { EmailVerificationMessages } from '@anchor/contracts';
import { ApiException } from '../../common/api-error';
import { MailNotSentError, MailService } from '../mail/mail.service';
import { type IssuedCode, VerificationCodesService } from './verification-codes.service';
import { changeNoticeMail, codeMail } from './verification-mails';

/** Mails what verification writes, always after the write committed. */
@Injectable()
export class VerificationMailService {
  constructor(
    private readonly mail: MailService,
    private readonly codes: VerificationCodesService,
  ) {}

  /** A code that did not go out is taken back (nobody holds it), and the person reads a sentence: 503. */
  async sendCode(issued: IssuedCode): Promise<void> {
    try {
      await this.mail.send(codeMail(issued.email, issued.code));
    } catch (error) {
      if (!(error instanceof MailNotSentError)) throw error;
      await this.codes.restore(issued);
      throw new ApiException(503, EmailVerificationMessages.sendFailed);
    }
  }

  /** The change is made either way; a notice that could not go out is logged (by MailService) and not retried. */
  async sendChangeNotice(oldAddress: string, newAddress: string): Promise<void> {
    await this.mail.send(changeNoticeMail(oldAddress, newAddress)).catch((error: unknown) => {
      if (!(error instanceof MailNotSentError)) throw error;
    });
  }
}
