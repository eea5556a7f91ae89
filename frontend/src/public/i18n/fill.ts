/**
 * `template` with each `{name}` replaced by `values[name]`, in one pass, so a value is never read as a
 * placeholder: how islands fill the messages the server wrote for them (IslandMessages), which have
 * their placeholders left in.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
