import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import * as repo from "../modules/mail/mail.repository";

export interface MailWorkerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
  pollMs?: number;
  maxAttempts?: number;
}

/** Back-off before retry n (1-based): 30 s, 1 min, 2 min, ... capped at 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/**
 * Drains the outbox: sends through SMTP when configured, otherwise records the mail as logged
 * (it stays readable in the in-app mailbox). Failed sends are retried with back-off.
 */
export class MailWorker {
  private readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly now: () => Date;

  constructor(private readonly options: MailWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    if (options.smtpUrl) this.transport = nodemailer.createTransport(options.smtpUrl);
  }

  start(): void {
    const tick = () => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((err) => this.options.log.warn({ err }, "mail worker pass failed"))
        .finally(() => {
          this.timer = setTimeout(tick, this.options.pollMs ?? 2000);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass: sends every due mail; answers how many were handled. */
  async drain(): Promise<number> {
    const maxAttempts = this.options.maxAttempts ?? 8;
    let handled = 0;
    for (;;) {
      const batch = await repo.claimDue(this.options.db, this.now(), 20, 60_000);
      if (batch.length === 0) return handled;
      for (const mail of batch) {
        handled++;
        if (!this.transport) {
          this.options.log.info(
            { to: mail.toMail, subject: mail.subject, text: mail.text },
            "mail (no SMTP_URL)",
          );
          await repo.markSent(this.options.db, mail.id, "logged", this.now());
          continue;
        }
        try {
          await this.transport.sendMail({
            from: this.options.from,
            to: mail.toMail,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.icalEvent
              ? { icalEvent: { method: mail.icalMethod ?? "REQUEST", content: mail.icalEvent } }
              : {}),
          });
          await repo.markSent(this.options.db, mail.id, "sent", this.now());
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const next =
            mail.attempts >= maxAttempts
              ? undefined
              : new Date(this.now().getTime() + backoffMs(mail.attempts));
          this.options.log.warn(
            { to: mail.toMail, attempt: mail.attempts, err: message },
            "mail send failed",
          );
          await repo.markRetry(this.options.db, mail.id, message, next);
        }
      }
    }
  }
}
