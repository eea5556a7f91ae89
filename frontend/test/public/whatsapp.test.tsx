import './setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/public/components/contact/ContactForm';
import { buildWhatsAppContactUrl, contactMessage, whatsappLink } from '@/public/components/contact/whatsapp';
import { DEFAULT_SITE as site } from '@/public/content/site';
import contactForm from '@/public/components/contact/ContactForm.island';
import { en } from '@/public/i18n/messages/en';
import { renderPage } from './helpers';

const TEMPLATE = en['form.whatsappMessage'];

const values = {
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '+91 98765 43210',
  subject: 'House & shop',
  message: 'Two floors?\nBudget 40 L',
};

describe('WhatsApp URL', () => {
  test('wa.me link with the number as digits and no text', () => {
    expect(whatsappLink('+91 94432-12345')).toBe('https://wa.me/919443212345');
  });

  test('the message holds the five values, one per line, trimmed', () => {
    expect(contactMessage({ ...values, name: '  Arun Kumar ' }, TEMPLATE)).toBe(
      'Name: Arun Kumar\nEmail: arun@example.com\nPhone: +91 98765 43210\nSubject: House & shop\nMessage: Two floors?\nBudget 40 L',
    );
  });

  test('the contact URL is wa.me/<number>?text=<encoded message>', () => {
    const url = buildWhatsAppContactUrl('919443212345', values, TEMPLATE);
    expect(url.startsWith('https://wa.me/919443212345?text=')).toBe(true);
    const text = new URL(url).searchParams.get('text');
    expect(text).toBe(contactMessage(values, TEMPLATE));
    // Reserved characters are encoded, so "&" cannot end the text early.
    expect(url).toContain('House%20%26%20shop');
    expect(url).not.toContain(' ');
  });
});

describe('contact form', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    // The enquiry is saved before WhatsApp opens (contact-enquiry.test.tsx): here it always is.
    window.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 201, json: () => Promise.resolve({}) })) as unknown as typeof fetch;
  });
  afterEach(() => {
    open.mockRestore();
    delete (window as { fetch?: unknown }).fetch;
  });

  /** Renders the form as the server does, then starts its island as the page's script would. */
  function renderForm() {
    const utils = renderPage(<ContactForm headingId="form-title" />);
    const form = utils.container.querySelector<HTMLElement>('form[data-island="ContactForm"]');
    if (!form) throw new Error('the contact-form island is not marked');
    contactForm(form);
    return form;
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<typeof values> = {}) {
    const v = { ...values, ...overrides };
    await user.type(screen.getByLabelText(/your name/i), v.name);
    await user.type(screen.getByLabelText(/email address/i), v.email);
    await user.type(screen.getByLabelText(/phone number/i), v.phone);
    await user.type(screen.getByLabelText(/subject/i), v.subject);
    await user.type(screen.getByLabelText(/message/i), v.message);
  }

  test('five required fields with browser validation types; no field is sent anywhere without script', () => {
    renderPage(<ContactForm />);
    for (const label of [/your name/i, /email address/i, /phone number/i, /subject/i, /message/i]) {
      expect(screen.getByLabelText(label)).toBeRequired();
      expect(screen.getByLabelText(label)).not.toHaveAttribute('name');
    }
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('type', 'email');
    const phone = screen.getByLabelText(/phone number/i);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('pattern');
  });

  test('submit opens WhatsApp in a new tab with the five values and confirms it with a link to the chat', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    const status = within(form).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText(/whatsapp opened in a new tab/i)).not.toBeVisible();

    await fill(user);
    await user.click(screen.getByRole('button', { name: /send message/i }));
    const url = buildWhatsAppContactUrl(site.whatsapp, values, TEMPLATE);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(within(status).getByText(/whatsapp opened in a new tab/i)).toBeVisible();
    expect(within(status).getByRole('link', { name: 'open the chat here' })).toHaveAttribute('href', url);
  });

  test('an invalid form opens nothing and confirms nothing', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await fill(user, { email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(open).not.toHaveBeenCalled();
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  test('a phone number with letters is refused', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, { phone: 'call me' });
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(open).not.toHaveBeenCalled();
  });
});
