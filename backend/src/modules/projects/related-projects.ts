import type { Project } from '../../entities';

export const MIN_RELATED = 3;
export const MAX_RELATED = 4;

/**
 * Which projects a project's page suggests: those of the same category first (never the project itself, nor a hidden
 * one: this is what the project's page shows); when that gives fewer than 3, fill from the other
 * projects up to 3; never more than 4.
 * `all` is in display order (newest first), which decides who wins when there are too many.
 */
export function relatedProjects(project: Pick<Project, 'id' | 'category'>, all: readonly Project[]): Project[] {
  const others = all.filter((candidate) => candidate.id !== project.id && candidate.published);
  const sameCategory = others.filter((candidate) => candidate.category === project.category);
  if (sameCategory.length >= MIN_RELATED) return sameCategory.slice(0, MAX_RELATED);
  const fill = others.filter((candidate) => candidate.category !== project.category);
  return [...sameCategory, ...fill].slice(0, MIN_RELATED);
}
