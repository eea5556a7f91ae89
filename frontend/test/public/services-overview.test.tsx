import './setup-dom';
import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { SiteContext, siteFrom } from '@/public/content/site';
import { ServicesOverview } from '@/public/features/home/components/ServicesOverview';
import { renderPage } from './helpers';

const services = [
  { title: 'Consultation', description: 'Not sure where to begin? We advise on plots, soil, budgets and contracts before you commit. We also visit the site.' },
  {
    title: 'Structural Design',
    description: 'Our engineers design RCC frames, foundations, slabs and steel roofs to the Indian Standard codes. Every drawing is checked twice.',
  },
];

test("the home's services are the database's, in their order, each with its opening sentences", () => {
  renderPage(
    <SiteContext.Provider value={siteFrom(DEFAULT_SITE_SETTINGS, services)}>
      <ServicesOverview />
    </SiteContext.Provider>,
  );
  const tiles = within(screen.getByRole('region', { name: 'Complete building services under one roof' })).getAllByRole('listitem');
  expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual(['Consultation', 'Structural Design', 'Not sure where to start?']);
  // A short opening question is followed by the next sentence; the rest is left for the Services page.
  expect(tiles[0]).toHaveTextContent('Not sure where to begin? We advise on plots, soil, budgets and contracts before you commit.');
  expect(tiles[0]).not.toHaveTextContent('We also visit the site.');
  expect(tiles[1]).toHaveTextContent('Our engineers design RCC frames, foundations, slabs and steel roofs to the Indian Standard codes.');
  expect(tiles[1]).not.toHaveTextContent('checked twice');
});
