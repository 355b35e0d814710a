/**
 * @jest-environment node
 *
 * NTC001 task-keys-unique: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { page, moduleRule, task } from '@/lib/content/rules/__tests__/helpers';

describe('task-keys-unique', () => {
  const r = moduleRule('task-keys-unique');
  it('refuses two tasks under one title or id, at the second', () => {
    expect(r.check(page({ tasks: [task({ title: 'Upload' }), task({ title: 'Upload' })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[1].title', message: expect.stringContaining('tasks[0] has the title "Upload" too') }),
    ]);
    expect(r.check(page({ tasks: [task({ id: 'plot', title: 'A' }), task({ id: 'plot', title: 'B' })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[1].id', message: expect.stringContaining('id: plot-2') }),
    ]);
  });
  it('refuses a title every object has, and passes a shared title told apart by an id', () => {
    expect(r.check(page({ tasks: [task({ title: 'constructor' })] }))).toEqual([expect.objectContaining({ field: 'tasks[0].title' })]);
    expect(r.check(page({ tasks: [task({ title: 'Upload' }), task({ id: 'second-upload', title: 'Upload' })] }))).toEqual([]);
  });
});
