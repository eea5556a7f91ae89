import {
  ACTIVITY_KIND_RULES,
  ACTIVITY_KINDS,
  ACTIVITY_SUBJECTS,
  activityKindsFor,
  activitySubjectsFor,
  check,
  ENQUIRY_NOTES_MAX,
  enquiryNotesRules,
  enquirySearchRules,
} from '../src';

describe('activity kinds', () => {
  it('cover every subject, each in a kind of its own but for enquiries (split by who wrote the entry)', () => {
    const covered = ACTIVITY_KINDS.flatMap((kind) => ACTIVITY_KIND_RULES[kind].subjects);
    expect(new Set(covered)).toEqual(new Set(ACTIVITY_SUBJECTS));
    expect(ACTIVITY_KIND_RULES['new-enquiries'].byVisitor).toBe(true);
    expect(ACTIVITY_KIND_RULES.enquiries.byVisitor).toBe(false);
  });

  it('are offered only where the role reads their entries: sign-ins and passwords to admins', () => {
    expect(activityKindsFor('admin')).toEqual([...ACTIVITY_KINDS]);
    expect(activityKindsFor('editor')).toEqual(['content', 'new-enquiries', 'enquiries']);
    expect(activityKindsFor('nobody')).toEqual([]);
    expect(activitySubjectsFor('editor')).not.toContain('sign-in');
    expect(activitySubjectsFor('admin')).toEqual(expect.arrayContaining(['sign-in', 'password']));
  });
});

describe('enquiry notes and search', () => {
  it('keep line breaks, trim, and clear with empty or null', () => {
    expect(check(enquiryNotesRules, { notes: '  Called.\nVisit Monday.  ' })).toEqual({ ok: true, values: { notes: 'Called.\nVisit Monday.' } });
    expect(check(enquiryNotesRules, { notes: null })).toEqual({ ok: true, values: { notes: '' } });
  });

  it('refuse notes past the limit, and anything but text, in plain words', () => {
    expect(check(enquiryNotesRules, { notes: 'x'.repeat(ENQUIRY_NOTES_MAX + 1) })).toEqual({
      ok: false,
      errors: { notes: 'Notes must be at most 1,000 characters' },
    });
    expect(check(enquiryNotesRules, { notes: 'a\u0001b\u007F\tc' })).toEqual({ ok: true, values: { notes: 'ab\tc' } });
    expect(check(enquiryNotesRules, { notes: 42 })).toEqual({ ok: false, errors: { notes: 'Notes must be text' } });
  });

  it('tidy a search and bound it', () => {
    expect(check(enquirySearchRules, { search: '  Arun   Kumar ' })).toEqual({ ok: true, values: { search: 'Arun Kumar' } });
    expect(check(enquirySearchRules, { search: undefined })).toEqual({ ok: true, values: { search: '' } });
    expect(check(enquirySearchRules, { search: 'x'.repeat(201) })).toEqual({ ok: false, errors: { search: 'Search must be at most 200 characters' } });
    expect(check(enquirySearchRules, { search: ['a', 'b'] })).toEqual({ ok: false, errors: { search: 'Search must be text' } });
  });
});
