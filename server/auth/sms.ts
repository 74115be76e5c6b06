/** Sends one-time codes. The embedded default writes the code to the server log. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The local sender: behaves like a gateway that always accepts, and logs what it would send. */
export class LogSmsSender implements SmsSender {
  readonly sent: { phone: string; text: string; at: Date }[] = [];
  constructor(private readonly log: (line: string) => void = (l) => console.log(l)) {}
  async send(phone: string, text: string) {
    this.sent.push({ phone, text, at: new Date() });
    this.log(`[sms] ${phone}: ${text}`);
  }
}
