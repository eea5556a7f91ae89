import './setup-dom';
import { GraphQLError } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AllServicesPage } from '@/admin/services/AllServicesPage';
import { adminServicesQuery } from '@/admin/services/api/get-admin-services';
import { reorderServicesMutation } from '@/admin/services/api/reorder-services';
import { orderAnnouncements } from '@/admin/ui/SortableList';
import { logIn, renderPage, resetAdminState, type Mocks } from './helpers';
import { serviceRecord } from './fixtures';

beforeEach(() => {
  resetAdminState();
  logIn();
});

const services = [
  serviceRecord,
  { ...serviceRecord, id: 's2', title: 'Construction', position: 2 },
  { ...serviceRecord, id: 's3', title: 'Interiors', position: 3, published: false },
];
const loaded = (list = services) => ({ request: { query: adminServicesQuery }, result: { data: { services: list } } });
const renderList = (mocks: Mocks) => renderPage(<AllServicesPage />, '/admin/allservices', '/admin/allservices', { mocks });
const rowTitles = () =>
  within(screen.getByRole('region', { name: 'Change the order' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByText(/Structural Design|Construction|Interiors/).textContent);

describe('Changing the order of the services', () => {
  test('moves rows with the arrow buttons and saves the whole order, hidden services included', async () => {
    const user = userEvent.setup();
    const reordered = ['s2', 's1', 's3'];
    renderList([
      loaded(),
      {
        request: { query: reorderServicesMutation, variables: { ids: reordered } },
        result: { data: { reorderServices: reordered.map((id, i) => ({ __typename: 'Service', id, position: i + 1 })) } },
      },
      loaded([services[1], services[0], services[2]]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change order' }));
    expect(rowTitles()).toEqual(['Structural Design', 'Construction', 'Interiors']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Structural Design up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Structural Design' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Construction up' }));
    expect(rowTitles()).toEqual(['Construction', 'Structural Design', 'Interiors']);
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change the order' })).not.toBeInTheDocument();
  });

  test('a refused save says why and keeps the chosen order on screen', async () => {
    const user = userEvent.setup();
    renderList([
      loaded(),
      {
        request: { query: reorderServicesMutation, variables: { ids: ['s1', 's3', 's2'] } },
        result: { errors: [new GraphQLError('The order must list every service once', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change order' }));
    await user.click(screen.getByRole('button', { name: 'Move Interiors up' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Failed to save the order')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Structural Design', 'Interiors', 'Construction']);
  });

  test('Cancel leaves the order as it was; a single service has nothing to order', async () => {
    const user = userEvent.setup();
    const { unmount } = renderList([loaded()]);
    await user.click(await screen.findByRole('button', { name: 'Change order' }));
    await user.click(screen.getByRole('button', { name: 'Move Construction down' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Change the order' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Structural Design', 'Construction', 'Interiors']);
    unmount();
    renderList([loaded([serviceRecord])]);
    expect(await screen.findByRole('heading', { name: 'Structural Design' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change order' })).not.toBeInTheDocument();
  });
});

test('drag announcements name the items and their places', () => {
  const items = [{ name: 'Cover' }, { name: 'Kitchen' }, { name: 'Garden' }];
  const say = orderAnnouncements(items, ['a', 'b', 'c'], (item) => item.name);
  const active = { id: 'b' } as never;
  expect(say.onDragStart({ active })).toBe('Picked up Kitchen, position 2 of 3.');
  expect(say.onDragOver({ active, over: { id: 'c' } } as never)).toBe('Kitchen is now at position 3 of 3.');
  expect(say.onDragEnd({ active, over: { id: 'a' } } as never)).toBe('Dropped Kitchen at position 1 of 3.');
  expect(say.onDragCancel({ active, over: null } as never)).toBe('Moving Kitchen was cancelled; it is back where it was.');
});
