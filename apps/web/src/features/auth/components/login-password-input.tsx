import { Anchor, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';

interface LoginPasswordInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The login form's password box with a Show/Hide switch (OWASP ASVS 5.0 V6.2: the user can view the
 * masked password). Mantine's PasswordInput does the same, but with its ActionIcon it costs the login
 * page about 3 KB gzip, and the page is at its 150 KB budget (DESIGN §9).
 */
export function LoginPasswordInput({ value, onChange }: LoginPasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label="Password"
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      rightSectionWidth={64}
      rightSection={
        <Anchor
          component="button"
          type="button"
          size="xs"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </Anchor>
      }
    />
  );
}
