import './setup-dom';
import { cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { Footer } from '@/public/layout/Footer';
import { DEFAULT_SITE as site, SiteContext, siteFrom } from '@/public/content/site';
import { renderPage } from './helpers';

const services = [
  { title: 'Structural Design', description: 'Frames and foundations.' },
  { title: 'Repair and Rehabilitation', description: 'Cracks and leaks.' },
];

test('four columns: company info, quick links with /login, services, hours and social', () => {
  renderPage(
    <SiteContext.Provider value={siteFrom(DEFAULT_SITE_SETTINGS, services)}>
      <Footer />
    </SiteContext.Provider>,
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(/Vriddhachalam, Cuddalore District/)).toBeInTheDocument();
  for (const email of site.emails) expect(within(footer).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  for (const phone of site.phones.slice(0, 2)) expect(within(footer).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
  expect(within(footer).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/login');
  expect(within(footer).getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'Repair and Rehabilitation' })).toHaveAttribute('href', '/services');
  const servicesList = within(footer).getByRole('heading', { name: 'Our Services' }).parentElement!;
  expect(
    within(servicesList)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Structural Design', 'Repair and Rehabilitation']);
  expect(within(footer).getByRole('heading', { name: 'Working Hours' })).toBeInTheDocument();
  expect(within(footer).getByText('9:00 AM – 6:00 PM')).toBeInTheDocument();
  expect(within(footer).getByText('9:00 AM – 4:00 PM')).toBeInTheDocument();
  expect(within(footer).getByText('Closed')).toBeInTheDocument();
  expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: site.developer.name })).toHaveAttribute('target', '_blank');
});

test('social links: only the networks with a profile, opening in a new tab; none, no Follow Us at all', () => {
  renderPage(<Footer />);
  expect(within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
  cleanup();

  const settings: typeof DEFAULT_SITE_SETTINGS = JSON.parse(JSON.stringify(DEFAULT_SITE_SETTINGS));
  settings.social = [
    { name: 'Facebook', url: 'https://facebook.com/srivriddhi' },
    { name: 'Instagram', url: '' },
  ];
  renderPage(
    <SiteContext.Provider value={siteFrom(settings)}>
      <Footer />
    </SiteContext.Provider>,
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
  const facebook = within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' });
  expect(facebook).toHaveAttribute('href', 'https://facebook.com/srivriddhi');
  expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(footer).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
});

test('the services column lists the services of the database, and is left out when there are none', () => {
  renderPage(<Footer />);
  expect(within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Our Services' })).not.toBeInTheDocument();
});
