import { Box, Center, Container, Paper, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { LoginResponse, SessionUser } from '@tasman/domain/contracts/auth';
import { versionLabel } from '@tasman/domain/shell/version-label';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { Wordmark } from '@/ui/wordmark';
import { SESSION_QUERY_KEY, type SessionState } from '../api/get-session';
import {
  DistributionPeriodDialog,
  LoginNotices,
  NeedHelpModal,
  PasswordHelpModal,
  WrongPortalDialog,
} from '../components/lazy-dialogs';
import {
  ForgotUsernameView,
  PasswordResetView,
  PasswordSetupView,
  TwoFactorForm,
  TwoFactorSetupView,
} from '../components/lazy-views';
import { LoginFooter } from '../components/login-footer';
import { LoginForm } from '../components/login-form';
import { LOGIN_VIEW_TITLES, loginViewFromSearch } from '../lib/login-view';
import { needsDistributionDialog, signInStep } from '../lib/sign-in-step';
import classes from './login-screen.module.css';

/** A view the server's answer chose, valid for the query string it was chosen under. */
type AnsweredView =
  | { view: '2fa'; search: string }
  | { view: '2fa-setup'; search: string; setup: 'optional' | 'required'; user: SessionUser };

/**
 * /login (spec 000 §2.3). The view comes from the query string, or from a sign-in answer: 2fa, or
 * 2fa-setup for a user who must or may set up two-factor first (spec 000 §4 'Sign-in'). Entering
 * puts the user in the session; the login route guard then leaves for returnUrl. Every view but
 * login, and every dialog, is fetched when first shown (DESIGN §9).
 */
export function LoginScreen() {
  const info = usePortalInfo();
  const config = channelConfig(info.channel);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const [answered, setAnswered] = useState<AnsweredView | null>(null);
  const [wrongPortalUrl, setWrongPortalUrl] = useState<string | null>(null);
  const [distributionUser, setDistributionUser] = useState<SessionUser | null>(null);
  const [needHelpOpen, setNeedHelpOpen] = useState(false);
  const [passwordHelpOpen, setPasswordHelpOpen] = useState(false);
  const { maintenanceAlert, updateNotice, distributionPeriod } = info.loginNotices;
  const current = answered?.search === searchKey ? answered : null;
  const view = current?.view ?? loginViewFromSearch(search);
  const returnUrl = search.get('returnUrl');
  const backToLogin = returnUrl ? `/login?${new URLSearchParams({ returnUrl }).toString()}` : '/login';
  const onNeedHelp = () => setNeedHelpOpen(true);
  const onPasswordHelp = () => setPasswordHelpOpen(true);

  function enterNow(user: SessionUser) {
    queryClient.setQueryData<SessionState>(SESSION_QUERY_KEY, { user });
  }

  function enter(user: SessionUser) {
    if (needsDistributionDialog(info.channel, user, distributionPeriod)) setDistributionUser(user);
    else enterNow(user);
  }

  function follow(answer: LoginResponse) {
    const next = signInStep(answer);
    if (next.step === '2fa') setAnswered({ view: '2fa', search: searchKey });
    else if (next.step === 'wrong-portal') setWrongPortalUrl(next.portalUrl);
    else if (next.step === '2fa-setup')
      setAnswered({ view: '2fa-setup', search: searchKey, setup: next.setup, user: next.user });
    else enter(next.user);
  }

  function backToLoginView() {
    setAnswered(null);
    void navigate(backToLogin);
  }

  function viewContent() {
    if (current?.view === '2fa-setup') {
      return (
        <TwoFactorSetupView
          setup={current.setup}
          user={current.user}
          onEnter={enter}
          onSignedOut={backToLoginView}
          onNeedHelp={onNeedHelp}
        />
      );
    }
    switch (view) {
      case '2fa':
        return <TwoFactorForm onAnswer={follow} onBack={backToLoginView} onNeedHelp={onNeedHelp} />;
      case 'passwordSetup':
        return (
          <PasswordSetupView
            link={{
              op: search.get('op') ?? '',
              clientId: search.get('clientId') ?? '',
              secret: search.get('secret') ?? '',
            }}
            onAnswer={follow}
            backTo={backToLogin}
            onNeedHelp={onNeedHelp}
            onPasswordHelp={onPasswordHelp}
          />
        );
      case 'password-reset':
        return <PasswordResetView backTo={backToLogin} onNeedHelp={onNeedHelp} />;
      case 'forgot-username':
      case 'register':
        return (
          <ForgotUsernameView
            key={view}
            channel={info.channel}
            register={view === 'register'}
            backTo={backToLogin}
            onNeedHelp={onNeedHelp}
          />
        );
      default:
        return <LoginForm onNeedHelp={onNeedHelp} onPasswordHelp={onPasswordHelp} onAnswer={follow} />;
    }
  }

  return (
    <Box className={classes.page}>
      <Container size={440} px={0}>
        <Center mb="lg" mt={{ base: 'md', sm: 48 }}>
          <Wordmark tone="light" height={40} />
        </Center>
        <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xl">
          <Title order={1} size="h3" mb="lg" c="navy.9">
            {LOGIN_VIEW_TITLES[view]}
          </Title>
          <Suspense fallback={<div className={classes.viewLoading} aria-busy="true" />}>{viewContent()}</Suspense>
        </Paper>
      </Container>
      {/* Wider than the card, so the three footer links sit on one line on a desktop. */}
      <Container size={640} px={0}>
        <LoginFooter config={config} versionLabel={versionLabel(info)} demoMailbox={info.demoMailbox} />
      </Container>
      <Suspense fallback={null}>
        {needHelpOpen ? (
          <NeedHelpModal opened onClose={() => setNeedHelpOpen(false)} view={view} config={config} />
        ) : null}
        {passwordHelpOpen ? <PasswordHelpModal opened onClose={() => setPasswordHelpOpen(false)} /> : null}
        {maintenanceAlert || updateNotice !== null || distributionPeriod !== null ? (
          <LoginNotices notices={info.loginNotices} />
        ) : null}
        {wrongPortalUrl ? <WrongPortalDialog portalUrl={wrongPortalUrl} /> : null}
        {distributionUser && distributionPeriod ? (
          <DistributionPeriodDialog period={distributionPeriod} onContinue={() => enterNow(distributionUser)} />
        ) : null}
      </Suspense>
    </Box>
  );
}
