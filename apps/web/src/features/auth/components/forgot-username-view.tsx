import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { dateOfBirthToIso, recoveryInputProblem } from '@tasman/domain/auth/credential-rules';
import type { Channel } from '@tasman/domain/channel/channel';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForgotUsername } from '../api/forgot-username';
import { formErrorMessage } from '../lib/form-error-message';
import { FormError } from './form-error';
import { ViewLinks } from './view-links';

interface ForgotUsernameViewProps {
  channel: Channel;
  /** The register variant (spec 000 §2.3): a set-up link instead of the username. */
  register: boolean;
  backTo: string;
  onNeedHelp: () => void;
}

/**
 * The forgot-username and register views (spec 000 §2.3, §5, §7, §8). NZ asks for the e-mail and the
 * IRD number, AU for the e-mail and the date of birth (dd-mm-yyyy, sent as yyyy-mm-dd). The format
 * rules are checked before anything is sent; result false shows the server's message; success a
 * dialog saying the e-mail was sent, whose closing returns to login.
 */
export function ForgotUsernameView({ channel, register, backTo, onNeedHelp }: ForgotUsernameViewProps) {
  const [email, setEmail] = useState('');
  const [irdNumber, setIrdNumber] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const recover = useForgotUsername();
  const navigate = useNavigate();
  const nz = channel === 'NZ';
  const secondDetail = nz ? 'IRD number' : 'date of birth';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = recoveryInputProblem(channel, nz ? { email, irdNumber } : { email, dateOfBirth });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    recover.mutate(
      {
        email: email.trim(),
        irdNumber: nz ? irdNumber.trim() : null,
        dateOfBirth: nz ? null : dateOfBirthToIso(dateOfBirth),
        register,
      },
      {
        onSuccess: (answer) => (answer.result ? setSentMessage(answer.message) : setError(answer.message)),
        onError: (failure) => setError(formErrorMessage(failure)),
      },
    );
  }

  return (
    <>
      <form onSubmit={handleSubmit} noValidate aria-label={register ? 'Register' : 'Forgot your username'}>
        <Stack gap="md">
          <Text size="sm">
            {register
              ? `Registering sets up your login to the Client Portal. Enter the e-mail address and ${secondDetail} we hold for you, and we will e-mail you a link to choose your password.`
              : `Enter the e-mail address and ${secondDetail} we hold for you, and we will e-mail you your username.`}
          </Text>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          {nz ? (
            <TextInput
              label="IRD number"
              name="irdNumber"
              placeholder="xxx-xxx-xxx"
              inputMode="numeric"
              maxLength={11}
              value={irdNumber}
              onChange={(event) => setIrdNumber(event.currentTarget.value)}
            />
          ) : (
            <TextInput
              label="Date of birth"
              name="dateOfBirth"
              placeholder="dd-mm-yyyy"
              inputMode="numeric"
              autoComplete="bday"
              maxLength={10}
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.currentTarget.value)}
            />
          )}
          <FormError message={error} />
          <Button type="submit" fullWidth size="md" loading={recover.isPending}>
            {register ? 'Register' : 'Send my username'}
          </Button>
        </Stack>
        <ViewLinks backTo={backTo} onNeedHelp={onNeedHelp} />
      </form>
      <Modal opened={sentMessage !== null} onClose={() => navigate(backTo)} title="Check your email" centered>
        <Text size="sm">{sentMessage}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => navigate(backTo)}>Close</Button>
        </Group>
      </Modal>
    </>
  );
}
