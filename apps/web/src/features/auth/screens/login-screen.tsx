import { Box, Center, Container, Paper, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import { versionLabel } from '@tasman/domain/shell/version-label';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { Wordmark } from '@/ui/wordmark';
import { LoginFooter } from '../components/login-footer';
import { LoginForm } from '../components/login-form';
import { LoginViewUnavailable } from '../components/login-view-unavailable';
import { TwoFactorForm } from '../components/two-factor-form';
import { NeedHelpModal, PasswordHelpModal } from '../components/lazy-dialogs';
import { LOGIN_VIEW_TITLES, loginViewFromSearch, type LoginView } from '../lib/login-view';
import classes from './login-screen.module.css';

/**
 * /login (spec 000 §2.3). The view comes from the query string, or from the login answer
 * ('two-factor-required' → 2fa). The login and 2fa views are built; the others say so.
 * Later issue: the Maintenance Alert, update notice and Important Message dialogs, 2fa-setup after
 * entry when prompt2FA or force2FA is set (spec 000 §4 'Sign-in' 4 and 6).
 */
export function LoginScreen() {
  const info = usePortalInfo();
  const config = channelConfig(info.channel);
  const [search] = useSearchParams();
  const [answeredView, setAnsweredView] = useState<LoginView | null>(null);
  const [needHelpOpen, setNeedHelpOpen] = useState(false);
  const [passwordHelpOpen, setPasswordHelpOpen] = useState(false);
  const view = answeredView ?? loginViewFromSearch(search);
  const returnUrl = search.get('returnUrl');
  const backToLogin = returnUrl ? `/login?${new URLSearchParams({ returnUrl }).toString()}` : '/login';

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
          {view === 'login' ? (
            <LoginForm
              onNeedHelp={() => setNeedHelpOpen(true)}
              onPasswordHelp={() => setPasswordHelpOpen(true)}
              onTwoFactorRequired={() => setAnsweredView('2fa')}
            />
          ) : view === '2fa' ? (
            <TwoFactorForm onBack={() => setAnsweredView(null)} />
          ) : (
            <LoginViewUnavailable backTo={backToLogin} onBack={() => setAnsweredView(null)} />
          )}
        </Paper>
        <LoginFooter config={config} versionLabel={versionLabel(info)} />
      </Container>
      <Suspense fallback={null}>
        {needHelpOpen ? <NeedHelpModal opened onClose={() => setNeedHelpOpen(false)} view={view} config={config} /> : null}
        {passwordHelpOpen ? <PasswordHelpModal opened onClose={() => setPasswordHelpOpen(false)} /> : null}
      </Suspense>
    </Box>
  );
}
