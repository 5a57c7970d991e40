import { Anchor, Text } from '@mantine/core';
import { messageParts } from '../lib/message-parts';

interface MessageBodyProps {
  text: string;
  /** Origins whose links are clickable: this portal and the other one. */
  allowedOrigins: readonly string[];
}

/** An e-mail's plain text, line breaks kept, with this portal's links as anchors (no HTML is rendered). */
export function MessageBody({ text, allowedOrigins }: MessageBodyProps) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageParts(text, allowedOrigins).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} rel="noreferrer" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
