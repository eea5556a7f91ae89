import { expect, test } from '@playwright/test';
import { projectCard, projectCards, RESIDENCE, SEEDED_PROJECTS } from '../support/public-site';

const CATEGORIES = ['residential', 'commercial', 'industrial', 'infrastructure'] as const;
const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

test('choosing a category shows only that category’s projects', async ({ page }) => {
  await page.goto('/projects');
  const filters = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(filters.getByRole('button')).toHaveText([/^All/, /^Residential/, /^Commercial/, /^Industrial/, /^Infrastructure/]);
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const project of SEEDED_PROJECTS) await expect(projectCard(page, project.title)).toBeVisible();

  for (const category of CATEGORIES) {
    const button = filters.getByRole('button', { name: label(category), exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
    for (const project of SEEDED_PROJECTS) {
      const card = projectCard(page, project.title);
      if (project.category === category) await expect(card).toBeVisible();
      else await expect(card).toHaveCount(0);
    }
    // Every card shown carries this category's badge (admin-made projects included).
    await expect(projectCards(page).first()).toBeVisible();
    await expect(projectCards(page).filter({ hasNot: page.getByText(label(category), { exact: true }) })).toHaveCount(0);
  }

  await filters.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
  for (const project of SEEDED_PROJECTS) await expect(projectCard(page, project.title)).toBeVisible();

  // A filter in the address is applied on arrival; a card opens its detail page.
  await page.goto('/projects?category=industrial');
  await expect(filters.getByRole('button', { name: 'Industrial', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const title = 'Ceramic Production Shed and Kiln';
  await expect(projectCard(page, title)).toBeVisible();
  await expect(projectCard(page, RESIDENCE.title)).toHaveCount(0);
  await projectCard(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
