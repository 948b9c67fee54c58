import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { shoot, useJourney } from '../harness/browser';
import { visitorContext } from './support/accounts';
import { createOperator, operatorContext, operatorToken, opsCall } from './support/cashier';
import { expectToast } from './support/ui-checks';
import { CORPUS_HTML, expectNothingRan, expectSafeFormatting, watchDialogs } from './support/xss-corpus';

/*
 * X1 in the legal documents: the terms of use (/help#term) and the privacy policy (/help#privacy) are operator HTML
 * shown to every visitor, and the console's help editor draws what it stored. The corpus goes in the way an
 * operator writes it and runs nowhere; each article is deleted again, so that later journeys read the demo terms.
 */

const journey = useJourney();
let opsToken = '';

type OpsArticle = { id: number; texts: Record<string, { title: string }> };

beforeAll(async () => {
  opsToken = await operatorToken(journey.baseUrl, await createOperator(journey.sql));
});

/** The id of the help article of a category with this English title, if there is one. */
async function articleId(category: string, title: string): Promise<number | undefined> {
  const articles = await opsCall<OpsArticle[]>(
    journey.baseUrl,
    opsToken,
    'GET',
    `/ops/api/help?category=${category}`,
  );
  return articles.find((article) => article.texts.en?.title === title)?.id;
}

/** Opens the legal document at its anchor and answers the part the corpus is in (one of several). */
async function legalPart(page: Page, anchor: string, document: string, title: string) {
  await page.goto(`/help#${anchor}`);
  const part = page
    .getByRole('region', { name: document })
    .locator('.help-legal__part')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await part.waitFor();
  return part;
}

describe('X1 in the terms of use and the privacy policy', () => {
  test('an operator writes the corpus into the terms of use in the /ops editor; the editor reopened on it and /help#term run nothing and keep the formatting', async () => {
    const title = `Terms addendum ${Date.now().toString(36)}`;
    let created: number | undefined;
    try {
      const ops = await operatorContext(journey.browser, journey.baseUrl, opsToken);
      const opsDialogs = watchDialogs(ops.page);
      await ops.page.goto('/ops');
      await ops.page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Help centre' })
        .click();
      await ops.page.getByRole('button', { name: 'New article' }).click();
      const form = ops.page.getByRole('region', { name: 'New help article' });
      await form.getByLabel('Category').selectOption({ label: 'Terms of use' });
      await form.getByLabel('Order').fill('-1');
      await form.getByLabel('Title (English)').fill(title);
      await form.getByRole('button', { name: 'HTML' }).click();
      await form.getByLabel('HTML of Text (English)').fill(CORPUS_HTML);
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(ops.page, /^Help article #\d+ saved$/);
      created = await articleId('TERMS', title);
      expect(created, 'the terms article stored').toBeDefined();

      // Closed, then reopened from the list: the editor draws the stored HTML.
      await ops.page.getByRole('button', { name: 'Close', exact: true }).click();
      await ops.page
        .getByRole('table', { name: 'Help articles' })
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      const editor = ops.page
        .getByRole('region', { name: `Edit help article #${created}` })
        .getByRole('textbox', { name: 'Text (English)' });
      await expectSafeFormatting(editor);
      await expectNothingRan(ops.page, '.rich-editor__area', opsDialogs);
      await shoot(ops.page, 'ops-help-terms-corpus');

      const { page } = await visitorContext(journey.browser, journey.baseUrl);
      const dialogs = watchDialogs(page);
      const part = await legalPart(page, 'term', 'Terms of use', title);
      await expectSafeFormatting(part);
      await expectNothingRan(page, '.help-legal__body', dialogs);
      // The demo terms are still there beside it.
      await page
        .getByRole('region', { name: 'Terms of use' })
        .getByText('You must be at least 18 years old', { exact: false })
        .waitFor();
      await part.scrollIntoViewIfNeeded();
      await shoot(page, 'help-terms-corpus-desktop');
    } finally {
      if (created !== undefined)
        await opsCall(journey.baseUrl, opsToken, 'DELETE', `/ops/api/help/${created}`);
    }
  });

  test('the corpus written into the privacy policy through the ops API runs nothing on /help#privacy and keeps the formatting (phone)', async () => {
    const title = `Privacy addendum ${Date.now().toString(36)}`;
    const created = await opsCall<OpsArticle>(journey.baseUrl, opsToken, 'POST', '/ops/api/help', {
      category: 'PRIVACY',
      texts: { en: { title, content: CORPUS_HTML } },
      sortOrder: -1,
    });
    try {
      const { page } = await visitorContext(journey.browser, journey.baseUrl, { viewport: 'phone' });
      const dialogs = watchDialogs(page);
      const part = await legalPart(page, 'privacy', 'Privacy policy', title);
      await expectSafeFormatting(part);
      await expectNothingRan(page, '.help-legal__body', dialogs);
      await page
        .getByRole('region', { name: 'Privacy policy' })
        .getByText('We do not sell your data.')
        .waitFor();
      await part.scrollIntoViewIfNeeded();
      await shoot(page, 'help-privacy-corpus-phone');
    } finally {
      await opsCall(journey.baseUrl, opsToken, 'DELETE', `/ops/api/help/${created.id}`);
    }
  });
});
