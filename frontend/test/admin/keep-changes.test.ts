import { keepChanges } from '@/admin/ui/keep-changes';

test('keeps what was changed over the latest record, field by field inside objects, lists and files whole', () => {
  const photo = new File(['x'], 'new.jpg');
  const based = { title: 'Villa', address: { town: 'Neyveli', pin: '607801' }, features: ['Solar'], image: null as File | null };
  const typed = { title: 'Villa II', address: { town: 'Vriddhachalam', pin: '607801' }, features: ['Solar'], image: photo };
  const fresh = { title: 'Villa', address: { town: 'Neyveli', pin: '606001' }, features: ['Solar', 'Garden'], image: null };
  expect(keepChanges(based, typed, fresh)).toEqual({
    title: 'Villa II',
    address: { town: 'Vriddhachalam', pin: '606001' },
    features: ['Solar', 'Garden'],
    image: photo,
  });
});

test('a list this person changed replaces theirs whole; an untouched copy of the old value takes the fresh one', () => {
  expect(keepChanges({ points: ['a'] }, { points: ['a', 'b'] }, { points: ['c'] })).toEqual({ points: ['a', 'b'] });
  expect(keepChanges({ points: ['a'] }, { points: ['a'] }, { points: ['c'] })).toEqual({ points: ['c'] });
});
