import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';

// Both tests read the sandbox database through the CLI; one at a time keeps that read calm.
test.describe.configure({ mode: 'serial' });

test('a sent message is stored where the owner reads it, and the form starts over', async ({
  page,
}) => {
  const marker = `E2E ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(page.getByRole('heading', { level: 1, name: "Let's Work Together" })).toBeVisible();
  await expect(page.getByText('Usually within 24 hours')).toBeVisible();
  await expect(page.getByText('United States')).toBeVisible();

  await form.getByRole('textbox', { name: /Name/ }).fill(marker);
  await form.getByRole('textbox', { name: /Email/ }).fill('visitor@example.com');
  await form.getByRole('combobox', { name: /Project type/ }).selectOption('gaming');
  await form.getByRole('textbox', { name: /Message/ }).fill('Weekly gaming highlights, please.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // The run's first database request creates the sandbox database (a few seconds).
  const dialog = page.getByRole('dialog', { name: 'Message sent' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  const messages = execFileSync('npx', ['tsx', 'sandbox/cli/messages.ts'], {
    env: process.env,
    encoding: 'utf8',
  });
  expect(messages).toContain(marker);
  expect(messages).toContain('Weekly gaming highlights, please.');
});

test('a bot that fills the hidden field is told "sent" and stores nothing', async ({ page }) => {
  const marker = `Bot ${Date.now()}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /Name/ }).fill(marker);
  await form.getByRole('textbox', { name: /Email/ }).fill('bot@example.com');
  await form.getByRole('combobox', { name: /Project type/ }).selectOption('other');
  await form.getByRole('textbox', { name: /Message/ }).fill('Buy followers');
  await page.locator('input[name="website"]').fill('https://spam.example');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
  const messages = execFileSync('npx', ['tsx', 'sandbox/cli/messages.ts'], {
    env: process.env,
    encoding: 'utf8',
  });
  expect(messages).not.toContain(marker);
});
