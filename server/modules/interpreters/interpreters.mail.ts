import type { Language } from "../../../shared/i18n";
import { translate } from "../../../shared/i18n";
import type { DbOrTx } from "../../db/client";
import { queueMail } from "../mail/mail.service";

/**
 * Invites an address without an account to sign up as an interpreter (in the host's language: the
 * recipient has no profile yet). Queued in the transaction that names them.
 */
export async function queueInterpreterInvite(
  db: DbOrTx,
  mail: { to: string; eventName: string; subEventName: string; link: string; language: Language },
): Promise<void> {
  const params = {
    eventName: mail.eventName,
    subEventName: mail.subEventName,
    link: mail.link,
    email: mail.to,
  };
  await queueMail(db, {
    to: mail.to,
    subject: translate("interpreterMail.invite.subject", mail.language, params),
    text: translate("interpreterMail.invite.body", mail.language, params),
  });
}
