import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The client-side projects collection (spec §3, §4, §8): kept in React state and mirrored to local storage
 * under `projects`. Adding puts the new project first with an id from the creation timestamp and an ISO
 * date; deleting removes by id; updating replaces the project with the same id. The collection is read
 * once at start and written whenever it is non-empty, so deleting the last project does not clear storage.
 */

export const PROJECTS_STORAGE_KEY = 'projects';

export interface LocalProject {
  id: string;
  date: string;
  [field: string]: unknown;
}

export type NewLocalProject = Omit<Record<string, unknown>, 'id' | 'date'>;

export interface ProjectsContextValue {
  projects: LocalProject[];
  addProject: (project: NewLocalProject) => LocalProject;
  deleteProject: (id: string) => void;
  updateProject: (project: LocalProject) => void;
}

const ProjectsContext = createContext<ProjectsContextValue | null>(null);

function readStored(): LocalProject[] {
  if (typeof window === 'undefined') return [];
  try {
    const raw = window.localStorage.getItem(PROJECTS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as LocalProject[]) : [];
  } catch {
    return [];
  }
}

export function ProjectsProvider({ children }: { children: ReactNode }) {
  const [projects, setProjects] = useState<LocalProject[]>(readStored);

  useEffect(() => {
    if (projects.length > 0) {
      window.localStorage.setItem(PROJECTS_STORAGE_KEY, JSON.stringify(projects));
    }
  }, [projects]);

  const addProject = useCallback((project: NewLocalProject) => {
    const now = new Date();
    const created: LocalProject = { ...project, id: String(now.getTime()), date: now.toISOString() };
    setProjects((list) => [created, ...list]);
    return created;
  }, []);

  const deleteProject = useCallback((id: string) => {
    setProjects((list) => list.filter((p) => p.id !== id));
  }, []);

  const updateProject = useCallback((project: LocalProject) => {
    setProjects((list) => list.map((p) => (p.id === project.id ? project : p)));
  }, []);

  const value = useMemo(() => ({ projects, addProject, deleteProject, updateProject }), [projects, addProject, deleteProject, updateProject]);
  return <ProjectsContext.Provider value={value}>{children}</ProjectsContext.Provider>;
}

/** The client projects collection; throws outside a ProjectsProvider. */
export function useProjects(): ProjectsContextValue {
  const context = useContext(ProjectsContext);
  if (!context) throw new Error('useProjects must be used within a ProjectsProvider');
  return context;
}
