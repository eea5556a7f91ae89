import './setup-dom';
import { screen, within } from '@testing-library/react';
import { Footer } from '@/public/layout/Footer';
import { site } from '@/public/content/site';
import { renderPage } from './helpers';

test('four columns: company info, quick links with /login, services, hours and social', () => {
  renderPage(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(/Vriddhachalam, Cuddalore District/)).toBeInTheDocument();
  for (const email of site.emails) expect(within(footer).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  for (const phone of site.phones.slice(0, 2)) expect(within(footer).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
  expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
  expect(within(footer).getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Repair and Rehabilitation' })).toHaveAttribute('href', '/services');
  expect(within(footer).getByRole('heading', { name: 'Working Hours' })).toBeInTheDocument();
  expect(within(footer).getByText('9:00 AM – 6:00 PM')).toBeInTheDocument();
  expect(within(footer).getByText('9:00 AM – 4:00 PM')).toBeInTheDocument();
  expect(within(footer).getByText('Closed')).toBeInTheDocument();
  expect(within(footer).getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
  expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: site.developer.name })).toHaveAttribute('target', '_blank');
});

test('social placeholders are disabled links that go nowhere, without any script', () => {
  renderPage(<Footer />);
  const footer = screen.getByRole('contentinfo');
  for (const name of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
    const link = within(footer).getByRole('link', { name: `${name} (coming soon)` });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('title', `${name} (coming soon)`);
    expect(link).not.toHaveAttribute('href');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
});
