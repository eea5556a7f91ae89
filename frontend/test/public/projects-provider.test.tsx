import './setup-dom';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ProjectsProvider, PROJECTS_STORAGE_KEY, useProjects } from '../../src/features/projects/local/ProjectsProvider';

const wrapper = ({ children }: { children: ReactNode }) => <ProjectsProvider>{children}</ProjectsProvider>;
const stored = () => JSON.parse(localStorage.getItem(PROJECTS_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('outside the provider it throws the exact error', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  function Orphan() {
    useProjects();
    return null;
  }
  expect(() => render(<Orphan />)).toThrow('useProjects must be used within a ProjectsProvider');
  spy.mockRestore();
});

test('starts from what local storage holds under "projects"', () => {
  const saved = [{ id: '1', date: '2025-01-01T00:00:00.000Z', title: 'Saved' }];
  localStorage.setItem('projects', JSON.stringify(saved));
  const { result } = renderHook(() => useProjects(), { wrapper });
  expect(result.current.projects).toEqual(saved);
});

test('starts empty when storage is empty or unreadable', () => {
  localStorage.setItem('projects', '{broken');
  const { result } = renderHook(() => useProjects(), { wrapper });
  expect(result.current.projects).toEqual([]);
});

test('add puts the new project first with an id from the creation timestamp and an ISO date', () => {
  jest.useFakeTimers({ now: new Date('2025-03-04T05:06:07.890Z') });
  const { result } = renderHook(() => useProjects(), { wrapper });
  act(() => {
    result.current.addProject({ title: 'First' });
  });
  jest.setSystemTime(new Date('2025-03-05T00:00:00.000Z'));
  act(() => {
    result.current.addProject({ title: 'Second', category: 'residential' });
  });
  const [second, first] = result.current.projects;
  expect(first).toEqual({ title: 'First', id: String(Date.parse('2025-03-04T05:06:07.890Z')), date: '2025-03-04T05:06:07.890Z' });
  expect(second).toEqual({ title: 'Second', category: 'residential', id: String(Date.parse('2025-03-05T00:00:00.000Z')), date: '2025-03-05T00:00:00.000Z' });
  expect(stored()).toEqual(result.current.projects);
});

test('delete removes the project with that id', () => {
  localStorage.setItem('projects', JSON.stringify([{ id: 'a', date: 'd', title: 'A' }, { id: 'b', date: 'd', title: 'B' }]));
  const { result } = renderHook(() => useProjects(), { wrapper });
  act(() => result.current.deleteProject('a'));
  expect(result.current.projects).toEqual([{ id: 'b', date: 'd', title: 'B' }]);
  expect(stored()).toEqual([{ id: 'b', date: 'd', title: 'B' }]);
});

test('update replaces the project with the same id and leaves the others', () => {
  localStorage.setItem('projects', JSON.stringify([{ id: 'a', date: 'd', title: 'A' }, { id: 'b', date: 'd', title: 'B' }]));
  const { result } = renderHook(() => useProjects(), { wrapper });
  act(() => result.current.updateProject({ id: 'b', date: 'd', title: 'B2', location: 'Neyveli' }));
  expect(result.current.projects).toEqual([{ id: 'a', date: 'd', title: 'A' }, { id: 'b', date: 'd', title: 'B2', location: 'Neyveli' }]);
  expect(stored()[1]).toEqual({ id: 'b', date: 'd', title: 'B2', location: 'Neyveli' });
});

test('deleting the last project does not clear storage (written only when non-empty)', () => {
  localStorage.setItem('projects', JSON.stringify([{ id: 'a', date: 'd', title: 'A' }]));
  const { result } = renderHook(() => useProjects(), { wrapper });
  act(() => result.current.deleteProject('a'));
  expect(result.current.projects).toEqual([]);
  expect(stored()).toEqual([{ id: 'a', date: 'd', title: 'A' }]);
});

test('an empty start writes nothing', () => {
  renderHook(() => useProjects(), { wrapper });
  expect(localStorage.getItem('projects')).toBeNull();
});
