/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they see the DOM globals.
import { describe, test } from 'vitest';
import { expectConsoleErrors, shoot, themesAt, useJourney, VIEWPORTS } from '../harness/browser';
import {
  freshName,
  loginThroughPopup,
  MEMBER_PASSWORD,
  registerByApi,
  visitorContext,
} from './support/accounts';

const journey = useJourney();

const combos = (Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]).flatMap((viewport) =>
  themesAt(viewport).map((theme) => ({ viewport, theme })),
);

describe('account screens at both widths, each in one of the themes', () => {
  combos.forEach(({ viewport, theme }, index) => {
    test(`account popups and the security centre at ${viewport} width in the ${theme} theme`, async () => {
      // The wrong password typed for the captcha screenshot.
      expectConsoleErrors('401 /wps/session/login');
      const suffix = `${viewport}-${theme}`;
      const guest = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme });
      await guest.page.goto('/register');
      const register = guest.page.getByRole('dialog', { name: 'Create your account' });
      await register.getByLabel('Username', { exact: true }).waitFor();
      await shoot(guest.page, `register-username-${suffix}`);
      await register.getByRole('tab', { name: 'Mobile' }).click();
      await register.getByRole('button', { name: 'Send code' }).waitFor();
      await register.getByRole('button', { name: 'Create account' }).click();
      await register.getByText('Input cannot be empty').first().waitFor();
      await shoot(guest.page, `register-mobile-${suffix}`);
      await guest.context.close();

      const failing = await visitorContext(journey.browser, journey.baseUrl, {
        viewport,
        theme,
        ip: `198.51.100.${20 + index}`,
      });
      await failing.page.goto('/');
      const login = await loginThroughPopup(failing.page, freshName('nobody'), 'Wrong2026');
      await login.getByRole('img', { name: 'Captcha image' }).waitFor();
      await shoot(failing.page, `login-captcha-${suffix}`);
      await failing.context.close();

      const username = freshName('shot');
      const token = await registerByApi(journey.baseUrl, {
        username,
        payeeName: 'Jane Tester',
        email: `${username}@playhall.example`,
      });
      const far = await visitorContext(journey.browser, journey.baseUrl, {
        viewport,
        theme,
        ip: `203.0.113.${20 + index}`,
      });
      await far.page.goto('/');
      await loginThroughPopup(far.page, username, MEMBER_PASSWORD);
      await far.page
        .getByRole('dialog', { name: "Verify it's you" })
        .getByRole('button', { name: 'Send code' })
        .waitFor();
      await shoot(far.page, `second-factor-${suffix}`);
      await far.context.close();

      const member = await visitorContext(journey.browser, journey.baseUrl, { viewport, theme, token });
      await member.page.goto('/member?page=securityCenter');
      await member.page.getByRole('heading', { name: 'Login history' }).waitFor();
      await shoot(member.page, `security-centre-${suffix}`);
      await member.page.getByRole('button', { name: 'Set up' }).click();
      await member.page.getByLabel('Current password').fill(MEMBER_PASSWORD);
      await member.page.getByRole('button', { name: 'Continue' }).click();
      const qr = member.page.getByRole('img', { name: 'QR code for the authenticator app' });
      await qr.waitFor();
      await qr.evaluate((image) => image.scrollIntoView({ block: 'center' }));
      await shoot(member.page, `security-totp-${suffix}`);
      await member.page
        .getByRole('heading', { name: 'Login history' })
        .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await shoot(member.page, `security-history-${suffix}`);
      await member.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await member.page.getByRole('button', { name: 'Account menu' }).click();
      await shoot(member.page, `member-menu-${suffix}`);
      await member.context.close();
      // Four visitors, two logins with argon2 and eight pictures: on a busy two-core machine this passes a minute.
    }, 120_000);
  });
});
