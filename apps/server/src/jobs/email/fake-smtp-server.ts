import net from 'node:net';

/** One message a fake SMTP server received. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The DATA section as sent (headers and body, transfer-encoded). */
  data: string;
}

/** The DATA section with quoted-printable soft line breaks and escapes undone (enough for ASCII). */
export function decodedData(message: ReceivedMessage): string {
  return message.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A tiny SMTP server for tests (RFC 5321's happy path): 220 greeting, EHLO/HELO 250, MAIL FROM and
 * RCPT TO 250, DATA 354 … '.' 250, QUIT 221. `rejectRecipients` answers RCPT TO with 550.
 */
export async function startFakeSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const messages: ReceivedMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake.smtp.test');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:/i, '').trim();
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients) reply('550 5.1.1 Mailbox unavailable');
          else {
            current.to.push(line.replace(/^RCPT TO:/i, '').trim());
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.1 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An smtp:// URL where nothing listens (connection refused). */
export async function deadSmtpUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
