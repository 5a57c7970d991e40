import { describe, expect, it } from 'vitest';
import { messageParts, originOf } from './message-parts';

const PORTALS = ['http://localhost:4420', 'http://localhost:4421'];

describe('messageParts', () => {
  it("makes a link of this portal's address, keeping the text around it", () => {
    const text = 'Set your password:\nhttp://localhost:4420/login?op=reset&clientId=c1&secret=s3cr3t\nThanks';
    expect(messageParts(text, PORTALS)).toEqual([
      { kind: 'text', text: 'Set your password:\n' },
      {
        kind: 'link',
        text: 'http://localhost:4420/login?op=reset&clientId=c1&secret=s3cr3t',
        href: 'http://localhost:4420/login?op=reset&clientId=c1&secret=s3cr3t',
      },
      { kind: 'text', text: '\nThanks' },
    ]);
  });

  it("makes a link of the other portal's address too", () => {
    const parts = messageParts('Go to http://localhost:4421/login now', PORTALS);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'http://localhost:4421/login',
    ]);
  });

  it('leaves any other site as plain text', () => {
    const text = 'Visit https://evil.example/login?x=1 or http://localhost:9999/ for more';
    expect(messageParts(text, PORTALS)).toEqual([{ kind: 'text', text }]);
  });

  it('does not take sentence punctuation into the link', () => {
    const parts = messageParts('Open http://localhost:4420/login.', PORTALS);
    expect(parts).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'http://localhost:4420/login', href: 'http://localhost:4420/login' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links a javascript: or data: address, which are not http(s)', () => {
    const text = 'javascript:alert(1) data:text/html,hi';
    expect(messageParts(text, PORTALS)).toEqual([{ kind: 'text', text }]);
  });

  it('does not let a look-alike host through (userinfo before the host)', () => {
    const text = 'http://localhost:4420@evil.example/login';
    expect(messageParts(text, PORTALS)).toEqual([{ kind: 'text', text }]);
  });

  it('keeps two links and the text between them', () => {
    const parts = messageParts('a http://localhost:4420/x b http://localhost:4421/y c', PORTALS);
    expect(parts.map((part) => part.kind)).toEqual(['text', 'link', 'text', 'link', 'text']);
  });
});

describe('originOf', () => {
  it('gives the origin of an address, or null', () => {
    expect(originOf('http://localhost:4421/')).toBe('http://localhost:4421');
    expect(originOf('not a url')).toBeNull();
  });
});
