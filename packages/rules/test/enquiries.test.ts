import { check, CONTACT_PHONE_PATTERN, ENQUIRY_LIMITS, enquiryRules, enquiryStatusRules } from '../src';

const valid = {
  name: 'Arun Kumar',
  email: 'arun@example.com',
  phone: '+91 98765 43210',
  subject: 'House construction estimate',
  message: 'A 30 x 40 plot near the bus stand.\nTwo storeys.',
};

describe('enquiry rules', () => {
  it('accept the five fields, trimmed, with the message keeping its lines and other fields on one line', () => {
    expect(check(enquiryRules, { ...valid, name: '  Arun\n  Kumar ', subject: 'Estimate\r\nplease', website: '' })).toEqual({
      ok: true,
      values: { ...valid, subject: 'Estimate please' },
    });
  });

  it('require every field, whatever was sent in its place', () => {
    expect(check(enquiryRules, { name: '   ', email: 42, phone: null, subject: ['x'] })).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('want an e-mail shape and a phone shape', () => {
    expect(check(enquiryRules, { ...valid, email: 'arun@example', phone: 'call me' })).toEqual({
      ok: false,
      errors: {
        email: 'Email must be an address like you@example.com',
        phone: 'Phone must be a phone number: digits, spaces or dashes, optionally starting with +',
      },
    });
    for (const phone of ['04143-223456', '9876543210', '+44 20 7946 0958']) {
      expect(check(enquiryRules, { ...valid, phone }).ok).toBe(true);
    }
    for (const phone of ['12345', '+91 98765 43210 ext 2', '(04143) 223456', '--98765--']) {
      expect(check(enquiryRules, { ...valid, phone }).ok).toBe(false);
    }
  });

  it('bound every field', () => {
    const long = (field: keyof typeof ENQUIRY_LIMITS) => 'x'.repeat(ENQUIRY_LIMITS[field] + 1);
    expect(check(enquiryRules, { ...valid, name: long('name'), subject: long('subject'), message: long('message') })).toEqual({
      ok: false,
      errors: {
        name: `Name must be at most ${ENQUIRY_LIMITS.name} characters`,
        subject: `Subject must be at most ${ENQUIRY_LIMITS.subject} characters`,
        message: `Message must be at most ${ENQUIRY_LIMITS.message} characters`,
      },
    });
  });

  it('share the phone pattern with the form, as a browser reads a pattern attribute (the whole value, v flag)', () => {
    const browser = new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`, 'v');
    expect(browser.test('+91 98765 43210')).toBe(true);
    expect(browser.test('98765 43210 call')).toBe(false);
  });
});

describe('enquiry status rules', () => {
  it('take new, replied or closed in any case, and name them otherwise', () => {
    expect(check(enquiryStatusRules, { status: ' REPLIED ' })).toEqual({ ok: true, values: { status: 'replied' } });
    expect(check(enquiryStatusRules, { status: 'archived' })).toEqual({ ok: false, errors: { status: 'Status must be one of new, replied, closed' } });
  });
});
