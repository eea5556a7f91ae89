import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { listServices, useCreatedTitles } from './support/server';
import { fileField, submitForm, textField } from './support/ui';

const createdProject = useCreatedTitles('projects');
const createdService = useCreatedTitles('services');

async function projectInTamil(request: APIRequestContext, id: string) {
  const response = await request.post('/graphql', {
    data: { query: 'query ($id: ID!) { project(id: $id, locale: TA) { title details image { alt } } }', variables: { id } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { project: { title: string; details: string; image: { alt: string | null } } } }).data.project;
}

test.use({ viewport: { width: 390, height: 844 } });

test('Tamil texts written in the admin on a phone show at once in the Tamil API', async ({ page, request }) => {
  test.setTimeout(120_000);
  const files = await adminImageFiles();
  const title = createdProject('Well house');
  const tamilTitle = 'கிணற்று வீடு';
  const tamilDetails = 'ஓட்டுக் கூரையுடன் கட்டிய சிறிய வீடு.';
  const tamilAlt = 'கிணற்றின் அருகே முடிந்த வீடு';
  let id = '';

  await test.step('add a project with its Tamil title, details and the photo described in Tamil', async () => {
    await openAdmin(page, request, '/admin/addprojects', 'Add Project');
    await textField(page, 'Title').fill(title);
    await textField(page, 'Title in Tamil (தமிழில்)').fill(tamilTitle);
    await expect(textField(page, 'Title in Tamil (தமிழில்)')).toHaveAttribute('lang', 'ta');
    await textField(page, 'Details').fill('A small house with a tiled roof.');
    await textField(page, 'Details in Tamil (தமிழில்)').fill(tamilDetails);
    await fileField(page, 'Project Image').setInputFiles(files.jpeg);
    await textField(page, 'Photo 1: describe it in Tamil (தமிழில்)').fill(tamilAlt);
    await submitForm(page, 'Add Project', 'Project added successfully!', /\/admin\/editproject\/[0-9a-f-]+$/);
    id = page.url().split('/').pop()!;
  });

  await test.step('the REST and GraphQL reads in Tamil answer the Tamil texts', async () => {
    const rest = await request.get(`/api/projects/${id}?lang=ta`);
    expect(rest.ok()).toBe(true);
    expect((await rest.json()).data).toMatchObject({ title: tamilTitle, details: tamilDetails });
    expect(await projectInTamil(request, id)).toMatchObject({ title: tamilTitle, details: tamilDetails, image: { alt: tamilAlt } });
  });

  await test.step('the edit form shows the Tamil, and a changed Tamil title shows at once', async () => {
    await expect(textField(page, 'Title in Tamil (தமிழில்)')).toHaveValue(tamilTitle);
    await textField(page, 'Title in Tamil (தமிழில்)').fill('கிணற்று வீடு (புதுப்பித்தது)');
    await submitForm(page, 'Update Project', 'Project updated successfully!', new RegExp(`/admin/editproject/${id}$`));
    expect((await projectInTamil(request, id)).title).toBe('கிணற்று வீடு (புதுப்பித்தது)');
    await page.goto(`/ta/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('கிணற்று வீடு (புதுப்பித்தது)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });

  await test.step("a service's Tamil title shows in the Tamil list of services", async () => {
    const serviceTitle = createdService('Well digging');
    await openAdmin(page, request, '/admin/addservices', 'Add New Service');
    await textField(page, 'Service Title').fill(serviceTitle);
    await textField(page, 'Service Title in Tamil (தமிழில்)').fill('கிணறு தோண்டுதல்');
    await textField(page, 'Service Description').fill('Open wells dug and lined.');
    await fileField(page, 'Service Image').setInputFiles(files.jpeg);
    await textField(page, 'Service Points').fill('Lined with rings');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await submitForm(page, 'Add Service', 'Service added successfully!', /\/admin\/editservice\/[0-9a-f-]+$/);
    const service = (await listServices(request)).find((item) => item.title === serviceTitle);
    expect(service).toBeDefined();
    const tamil = await request.get('/api/services?lang=ta');
    expect(((await tamil.json()) as { id: string; title: string }[]).find((item) => item.id === service!.id)?.title).toBe('கிணறு தோண்டுதல்');
  });
});
