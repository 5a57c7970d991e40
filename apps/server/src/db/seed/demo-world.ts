import type { AccountPlan } from './account-plan.js';
import type { IsoDate } from './calendar.js';
import type { ClientInsert } from './client-builder.js';
import { addAdvisers } from './demo-advisers.js';
import { addDemoClient } from './demo-client-scenario.js';
import { addRegistrableClients, type RegisterExample } from './demo-registrable-clients.js';
import { addRetiree } from './demo-retiree-scenario.js';
import { addSaver } from './demo-saver-scenario.js';
import { addAuClient, addProspect, addRelatedUser, addTwoFactorClient, addTwoFactorJointAccount } from './demo-user-scenarios.js';
import { HouseholdGenerator } from './households.js';
import { WorldBuilder, type AdviserInsert } from './world-builder.js';

/** The fixed TOTP secret of demo.twofactor (base32), returned in the seed summary. */
export const DEMO_TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoUser {
  username: string;
  channel: 'NZ' | 'AU';
  userType: 'Client' | 'Staff' | 'Intermediary';
  role: string;
  note?: string;
  clientId: string | null;
  adviserId: string | null;
  hasAdviceTools: boolean;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
  prompt2fa: boolean;
}

export interface DemoWorld {
  clients: ClientInsert[];
  advisers: AdviserInsert[];
  plans: AccountPlan[];
  users: DemoUser[];
  /** Clients without a login yet, and what to type to register them (README, start-up banner). */
  registerExamples: RegisterExample[];
  /** The clients behind the demo users, for notifications, messages and fact-finds. */
  named: {
    client: ClientInsert;
    twoFactor: ClientInsert;
    prospect: ClientInsert;
    related: ClientInsert;
    auClient: ClientInsert;
  };
  demoAdviser: AdviserInsert;
}

const user = (fields: Pick<DemoUser, 'username' | 'channel' | 'userType' | 'role'> & Partial<DemoUser>): DemoUser => ({
  clientId: null,
  adviserId: null,
  hasAdviceTools: false,
  twoFactorEnabled: false,
  twoFactorSecret: null,
  prompt2fa: false,
  ...fields,
});

/**
 * Who is in the demo: the named demo users and their accounts (each one a scenario from the specs)
 * and generated households for the advisers. Only plans are made here; money moves later.
 */
export function buildDemoWorld(today: IsoDate, historyStart: IsoDate): DemoWorld {
  const w = new WorldBuilder(today, historyStart);
  const { sarah, james, anahera, peter, lachlan } = addAdvisers(w);
  const hannah = addDemoClient(w, sarah);
  const liam = addTwoFactorClient(w, james);
  const mere = addProspect(w);
  const ruth = addRelatedUser(w, sarah);
  const olivia = addAuClient(w, lachlan);

  // The demo adviser's book: generated households covering every NZ product type.
  const gen = new HouseholdGenerator(w, today);
  gen.household(sarah, 'h01', 1, ['KS', 'UT']);
  gen.household(sarah, 'h02', 1, ['KS', 'PW-CONSERVATIVE']);
  gen.household(sarah, 'h03', 2, ['UT-joint', 'KS', 'KS-partner']);
  gen.household(sarah, 'h04', 1, ['UT-company', 'PW-bespoke-company']);
  gen.household(sarah, 'h05', 1, ['PW-GROWTH-trust', 'UT-trust']);
  gen.household(sarah, 'h06', 1, ['PE-transfer-in', 'UT']);
  gen.household(sarah, 'h07', 1, ['KS-new']);
  gen.household(sarah, 'h08', 1, ['PW-bespoke', 'PE-transfer-out']);
  gen.household(sarah, 'h09', 1, ['KS-closed', 'UT']);
  gen.household(sarah, 'h10', 1, ['UT-retiree', 'KS-retiree']);
  gen.household(sarah, 'h11', 2, ['PW-BALANCED-joint', 'PE']);
  gen.household(sarah, 'h12', 1, ['KS-self-employed', 'UT-recent']);
  gen.household(sarah, 'h13', 1, ['UT-fortnightly', 'KS-first-home']);
  gen.household(sarah, 'h14', 1, ['PW-application', 'KS']);
  gen.household(sarah, 'h15', 1, ['UT-trust-cash', 'PE']);
  gen.household(sarah, 'h16', 1, ['KS', 'UT', 'PW-GROWTH']);
  // Other advisers' books, so an adviser sees only their own.
  gen.household(james, 'h17', 1, ['KS', 'UT']);
  gen.household(james, 'h18', 2, ['UT-joint', 'PW-CONSERVATIVE-joint']);
  gen.household(anahera, 'h19', 1, ['PW-BALANCED', 'PE']);
  gen.household(anahera, 'h20', 1, ['PW-bespoke']);
  gen.household(peter, 'h21', 1, ['KS', 'UT']);
  gen.household(peter, 'h22', 1, ['UT-retiree']);
  gen.household(lachlan, 'h23', 1, ['UT-AUS']);
  gen.household(lachlan, 'h24', 1, ['UT-AUS', 'UT-AUS']);
  // Last, so every person and account above keeps its random draws.
  const registrable = addRegistrableClients(w, peter, lachlan);
  // Issue 13: after the registrable clients, for the same reason.
  const mei = addTwoFactorJointAccount(w, liam, james);
  // Issue 14: after the others, for the same reason.
  const ngaire = addRetiree(w, sarah);
  // Issue 14 (Forecast My Balance), after the retiree for the same reason.
  const tama = addSaver(w, sarah);

  const users: DemoUser[] = [
    user({
      username: 'demo.client',
      channel: 'NZ',
      userType: 'Client',
      role: 'Client',
      clientId: hannah.id,
      hasAdviceTools: true,
      prompt2fa: true,
      note: 'KS, UT, PW (DIMS) and PE accounts, a closed UT account, related on a family trust account',
    }),
    user({
      username: 'demo.twofactor',
      channel: 'NZ',
      userType: 'Client',
      role: 'Client (two-factor)',
      clientId: liam.id,
      twoFactorEnabled: true,
      twoFactorSecret: DEMO_TWO_FACTOR_SECRET,
      note: 'Signs in with a TOTP code from the secret below; a UT account under three months old; a Joint UT account with Mei Chen',
    }),
    user({
      username: 'demo.prospect',
      channel: 'NZ',
      userType: 'Client',
      role: 'Prospect',
      clientId: mere.id,
      note: 'PROSPECTPW, no accounts, a wealth-management fact-find in progress',
    }),
    user({
      username: 'demo.related',
      channel: 'NZ',
      userType: 'Client',
      role: 'Related accounts only',
      clientId: ruth.id,
      note: 'Owns nothing; related on two accounts (authority to act on one)',
    }),
    user({
      username: 'demo.adviser',
      channel: 'NZ',
      userType: 'Intermediary',
      role: 'Adviser',
      adviserId: sarah.id,
      // Advisers and staff work with the advice tools (spec 000 §6 'advice-tools permission').
      hasAdviceTools: true,
      // Not prompted, so the demo (and the browser journeys) can sign in without setting up two-factor;
      // demo.newstaff shows the set-up that staff and advisers cannot skip.
      prompt2fa: false,
      note: `${sarah.firstName} ${sarah.lastName}'s book: KS, UT, PW and PE accounts`,
    }),
    user({ username: 'demo.staff', channel: 'NZ', userType: 'Staff', role: 'Staff', hasAdviceTools: true, prompt2fa: false }),
    user({
      username: 'demo.auclient',
      channel: 'AU',
      userType: 'Client',
      role: 'Client',
      clientId: olivia.id,
      note: 'Australian portal: two UT-AUS accounts in AUD',
    }),
    // Last, so the user ids drawn before it stay as they were.
    user({
      username: 'demo.newstaff',
      channel: 'NZ',
      userType: 'Staff',
      role: 'Staff (two-factor set-up)',
      hasAdviceTools: true,
      prompt2fa: true,
      note: 'Must set up two-factor with an authenticator app at first sign-in (staff cannot skip)',
    }),
    // Issue 10: the Australian portal's own adviser and staff (after the others, for the same reason).
    user({
      username: 'demo.auadviser',
      channel: 'AU',
      userType: 'Intermediary',
      role: 'Adviser',
      adviserId: lachlan.id,
      hasAdviceTools: true,
      prompt2fa: false,
      note: `${lachlan.firstName} ${lachlan.lastName}'s book: UT-AUS accounts`,
    }),
    user({ username: 'demo.austaff', channel: 'AU', userType: 'Staff', role: 'Staff', hasAdviceTools: true, prompt2fa: false }),
    // Issue 13 (after the others, for the same reason): the other joint owner, without two-factor.
    user({
      username: 'demo.joint',
      channel: 'NZ',
      userType: 'Client',
      role: 'Client (joint account)',
      clientId: mei.id,
      note: "Joint owner with demo.twofactor, without two-factor: Account Profiles asks her to set it up before changing authority to act",
    }),
    // Issue 14 (after the others, for the same reason): Spend My KiwiSaver needs a KiwiSaver member of 65 or over.
    user({
      username: 'demo.retiree',
      channel: 'NZ',
      userType: 'Client',
      role: 'Client (KiwiSaver, 65 or over)',
      clientId: ngaire.id,
      hasAdviceTools: true,
      note: 'Aged 68 with a KiwiSaver account in the Conservative fund: Spend My KiwiSaver',
    }),
    // Issue 14 (after the others, for the same reason): Forecast My Balance needs a member under 65 with one fund.
    user({
      username: 'demo.saver',
      channel: 'NZ',
      userType: 'Client',
      role: 'Client (KiwiSaver, under 65)',
      clientId: tama.id,
      hasAdviceTools: true,
      note: 'Aged 38 with a KiwiSaver account in the Growth fund, contributing from pay: Forecast My Balance',
    }),
  ];
  return {
    clients: w.clients,
    advisers: w.advisers,
    plans: w.plans,
    users,
    registerExamples: registrable.examples,
    named: { client: hannah, twoFactor: liam, prospect: mere, related: ruth, auClient: olivia },
    demoAdviser: sarah,
  };
}
