import { expect, type Locator, type Page } from '@playwright/test';

/** A toast of the admin (success: role status, failure: role alert). */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** The card of an item in an "All …" list, found by its title. */
export function cardOf(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ hasText: title });
}

/** Submits an admin form with its button: the success toast shows (an upload may take a while) and the admin is back on /admin. */
/** Saves a form: the toast says so, and the admin stays on the item saved (or its list), at `landsOn`. */
export async function submitForm(page: Page, button: string, success: string, landsOn: RegExp): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(toast(page, success)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(landsOn);
}

/** Hover the card (the actions appear on hover with a mouse), press its edit button, and check the edit form opened at `form.url`. */
export async function openEdit(page: Page, title: string, form: { url: RegExp; heading: string }): Promise<void> {
  const card = cardOf(page, title);
  await card.hover();
  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(form.url);
  await expect(page.getByRole('heading', { name: form.heading })).toBeVisible();
}

/** Delete from the list through the confirmation dialog; the card goes away. */
export async function deleteFromList(page: Page, title: string, dialogTitle: string, successText: string): Promise<void> {
  const card = cardOf(page, title);
  await card.hover();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, successText)).toBeVisible();
  await expect(cardOf(page, title)).toHaveCount(0);
}

/** The row of the Trash that holds `title`. */
export function trashRow(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Deleted, newest first' }).getByRole('listitem').filter({ hasText: title });
}

/** Opens the Trash and deletes the `kind` ("project", "gallery image", …) called `title` for good, through its confirmation. */
export async function deleteForGood(page: Page, kind: string, title: string): Promise<void> {
  await page.goto('/admin/trash');
  const row = trashRow(page, title);
  await row.getByRole('button', { name: `Delete ${kind} “${title}” for good` }).click();
  await page.getByRole('alertdialog', { name: 'Delete for good?' }).getByRole('button', { name: 'Delete for good' }).click();
  await expect(toast(page, `“${title}” was deleted for good`)).toBeVisible();
  await expect(row).toHaveCount(0);
}

/** Waits until every <img> in scope has loaded with real pixels. */
export async function expectImagesLoaded(scope: Locator): Promise<void> {
  await expect
    .poll(async () => scope.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0)))
    .toBe(true);
}

/** Waits until one <img> has loaded with real pixels. */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true);
}

/*
 * Form controls by their visible label. The labels of required fields end in an aria-hidden "*",
 * so they are found by role and accessible name (which leaves the star out).
 */
export function textField(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

export function selectField(page: Page, label: string): Locator {
  return page.getByRole('combobox', { name: label, exact: true });
}

/** A visually hidden <input type="file"> named by its label (exposed with the button role). */
export function fileField(page: Page, label: string): Locator {
  return page.getByRole('button', { name: label, exact: true });
}

export function passwordField(page: Page): Locator {
  return page.getByLabel(/^Password/);
}

/** dnd-kit's announcement of the drag under way ("Picked up …", "… is now at position 2 of 3"). */
export const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks up the focused item with the keyboard, as a keyboard user does: Space, then the announcement.
 * dnd-kit listens for the arrow keys from a timer set when the drag starts: an arrow pressed before that
 * timer (the announcement can come first on a busy machine) would be lost, so this waits for it too.
 */
export async function pickUpWithKeyboard(page: Page, announcement: string | RegExp): Promise<void> {
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toHaveText(announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
