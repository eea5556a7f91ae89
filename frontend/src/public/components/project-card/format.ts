/** At most `max` characters, cut at a word boundary, with an ellipsis. */
export function excerpt(text: string | null | undefined, max = 150): string {
  const value = (text ?? '').trim().replace(/\s+/g, ' ');
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
