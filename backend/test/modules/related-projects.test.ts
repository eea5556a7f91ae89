import type { Project } from '../../src/entities';
import { ProjectCategory } from '../../src/entities';
import { relatedProjects } from '../../src/modules/projects/related-projects';

const { RESIDENTIAL, COMMERCIAL, INDUSTRIAL, INFRASTRUCTURE } = ProjectCategory;

/** Projects named by category letter and number, in the order given (the display order); a trailing `-` marks a hidden one. */
function projects(...names: string[]): Project[] {
  const categories: Record<string, ProjectCategory> = { r: RESIDENTIAL, c: COMMERCIAL, i: INDUSTRIAL, n: INFRASTRUCTURE };
  return names.map((name) => ({ id: name.replace(/-$/, ''), category: categories[name[0]], published: !name.endsWith('-') }) as Project);
}

function related(id: string, all: Project[]): string[] {
  const project = all.find((candidate) => candidate.id === id) ?? ({ id, category: RESIDENTIAL } as Project);
  return relatedProjects(project, all).map((candidate) => candidate.id);
}

describe('relatedProjects', () => {
  it('is empty when there is no other project', () => {
    expect(related('r1', [])).toEqual([]);
    expect(related('r1', projects('r1'))).toEqual([]);
  });

  it('never includes a hidden project: they are filled from the projects on the site', () => {
    expect(related('r1', projects('r2-', 'r1', 'r3', 'c1-', 'c2', 'i1'))).toEqual(['r3', 'c2', 'i1']);
  });

  it('never includes the project itself', () => {
    const all = projects('r1', 'r2', 'r3', 'r4', 'r5', 'r6');
    for (const project of all) expect(related(project.id, all)).not.toContain(project.id);
  });

  it('gives at most 4 of the same category, in display order, when there are more', () => {
    expect(related('r3', projects('r1', 'c1', 'r2', 'r3', 'r4', 'r5', 'r6'))).toEqual(['r1', 'r2', 'r4', 'r5']);
  });

  it('gives exactly the 3 of the same category without filling when there are 3', () => {
    expect(related('r1', projects('c1', 'r1', 'r2', 'r3', 'r4', 'c2'))).toEqual(['r2', 'r3', 'r4']);
  });

  it('fills up to 3 from other categories, same category first even when the others come earlier', () => {
    expect(related('c1', projects('r1', 'r2', 'r3', 'c1', 'c2'))).toEqual(['c2', 'r1', 'r2']);
    expect(related('i1', projects('r1', 'i1', 'n1', 'c1', 'c2'))).toEqual(['r1', 'n1', 'c1']);
  });

  it('gives all others when there are fewer than 3', () => {
    expect(related('r1', projects('c1', 'r1', 'r2'))).toEqual(['r2', 'c1']);
    expect(related('n1', projects('n1', 'i1'))).toEqual(['i1']);
  });

  it('works for a project that is not in the list (for example just deleted)', () => {
    expect(related('r9', projects('r1', 'c1', 'r2'))).toEqual(['r1', 'r2', 'c1']);
  });

  it('does not change the list it is given', () => {
    const all = projects('r1', 'c1', 'r2', 'r3');
    const copy = [...all];
    related('c1', all);
    expect(all).toEqual(copy);
  });
});
