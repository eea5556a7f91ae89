import './setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/public/components/contact/ContactForm';
import { en } from '@/public/i18n/messages/en';
import contactForm from '@/public/components/contact/ContactForm.island';
import { SAVE_TIMEOUT_MS } from '@/public/components/contact/save-enquiry';
import { buildWhatsAppContactUrl } from '@/public/components/contact/whatsapp';
import { DEFAULT_SITE as site } from '@/public/content/site';
import { renderPage } from './helpers';

const values = {
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '+91 98765 43210',
  subject: 'House estimate',
  message: 'Two floors',
};
const chatUrl = buildWhatsAppContactUrl(site.whatsapp, values, en['form.whatsappMessage']);

/** What the island's fetch answers: a status and a JSON body, or a network failure. */
type Answer = { status: number; body?: unknown } | 'offline' | 'hangs';

/** The form as the server renders it, with its island started, and fetch answering `answer` (the island's only way out). */
function renderForm(answer: Answer) {
  const fetchMock = jest.fn((_url: string, init: RequestInit) => {
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hangs') {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    }
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, json: () => Promise.resolve(answer.body ?? {}) });
  });
  window.fetch = fetchMock as unknown as typeof fetch;
  const utils = renderPage(<ContactForm headingId="form-title" />);
  const form = utils.container.querySelector<HTMLElement>('form[data-island="ContactForm"]')!;
  contactForm(form);
  return { form, fetchMock };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), values.name);
  await user.type(screen.getByLabelText(/email address/i), values.email);
  await user.type(screen.getByLabelText(/phone number/i), values.phone);
  await user.type(screen.getByLabelText(/subject/i), values.subject);
  await user.type(screen.getByLabelText(/message/i), values.message);
  await user.click(screen.getByRole('button', { name: /send message/i }));
}

describe('contact form: the enquiry is kept before WhatsApp opens', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    open.mockRestore();
    delete (window as { fetch?: unknown }).fetch;
  });

  test('says under the form that a copy is kept, and hides its robot trap from people and assistive technology', () => {
    const { form } = renderForm({ status: 201 });
    expect(within(form).getByText(en['form.keptCopy'])).toBeInTheDocument();
    expect(en['form.keptCopy']).toBe('We keep a copy of your message so we can reply to you.');
    const trap = form.querySelector<HTMLInputElement>('[data-honeypot]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).not.toHaveAttribute('name');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Only the five fields are offered to people.
    expect(within(form).getAllByRole('textbox')).toHaveLength(5);
  });

  test('saves the five fields (and the empty trap) first, then opens WhatsApp and confirms it', async () => {
    const user = userEvent.setup();
    const { form, fetchMock } = renderForm({ status: 201, body: { message: 'Thank you', data: { id: 'e1' } } });
    await fillAndSend(user);
    await waitFor(() => expect(open).toHaveBeenCalledWith(chatUrl, '_blank', 'noopener,noreferrer'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect([url, init.method, (init.headers as Record<string, string>)['content-type']]).toEqual(['/api/enquiries', 'POST', 'application/json']);
    expect(JSON.parse(init.body as string)).toEqual({ ...values, website: '' });
    expect(fetchMock.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]);
    const status = within(form).getByRole('status');
    expect(within(status).getByText(/whatsapp opened in a new tab/i)).toBeVisible();
    expect(within(status).getByRole('link', { name: 'open the chat here' })).toHaveAttribute('href', chatUrl);
  });

  test("shows the server's messages at the refused fields, accessibly, and opens nothing; a corrected send goes through", async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 400,
      body: { message: 'Email must be an address like you@example.com', errors: { email: 'Email must be an address like you@example.com' } },
    };
    const { form, fetchMock } = renderForm(refusal);
    await fillAndSend(user);
    const email = screen.getByLabelText(/email address/i);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Email must be an address like you@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/your name/i)).not.toHaveAttribute('aria-invalid');
    expect(open).not.toHaveBeenCalled();
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();

    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 201, json: () => Promise.resolve({}) }));
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Email must be an address like you@example.com')).toBeNull();
  });

  test('says so when the visitor sent too many, and still hands over to WhatsApp', async () => {
    const user = userEvent.setup();
    const { form } = renderForm({ status: 429, body: { message: 'Too many messages from your connection.' } });
    await fillAndSend(user);
    await waitFor(() => expect(open).toHaveBeenCalledWith(chatUrl, '_blank', 'noopener,noreferrer'));
    const status = within(form).getByRole('status');
    expect(within(status).getByText(/sent several messages in the last few minutes/i)).toBeVisible();
    expect(within(status).getByText(/whatsapp opened in a new tab/i)).toBeVisible();
  });

  test.each<[string, Answer]>([
    ['offline', 'offline'],
    ['a server error', { status: 503, body: { message: 'The database is not reachable right now.' } }],
    ['a refusal the form cannot fix', { status: 400, body: { message: 'Malformed JSON body' } }],
  ])('hands over to WhatsApp when the save fails: %s', async (_case, answer) => {
    const user = userEvent.setup();
    const { form } = renderForm(answer);
    await fillAndSend(user);
    await waitFor(() => expect(open).toHaveBeenCalledWith(chatUrl, '_blank', 'noopener,noreferrer'));
    expect(within(within(form).getByRole('status')).getByText(/whatsapp opened in a new tab/i)).toBeVisible();
    expect(screen.queryByText(/sent several messages/i)).toBeNull();
  });

  test(`gives up on a save that takes over ${SAVE_TIMEOUT_MS / 1000} s and hands over to WhatsApp`, async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { fetchMock } = renderForm('hangs');
      await fillAndSend(user);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(open).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(SAVE_TIMEOUT_MS);
      });
      await waitFor(() => expect(open).toHaveBeenCalledWith(chatUrl, '_blank', 'noopener,noreferrer'));
    } finally {
      jest.useRealTimers();
    }
  });

  test('sends what a robot put in the trap, for the server to drop', async () => {
    const user = userEvent.setup();
    const { form, fetchMock } = renderForm({ status: 201 });
    form.querySelector<HTMLInputElement>('[data-honeypot]')!.value = 'https://spam.example';
    await fillAndSend(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toMatchObject({ website: 'https://spam.example' });
  });
});
