import { at, type FormAction } from '../../shared/forms/action';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE = '/saved-projects';

/**
 * A saved project's deletion (issue 35 §2; src/shared/forms/action.ts), beside the page's loader:
 * without JavaScript the page's 'Delete' opens the same confirmation in the page (`?confirm={id}`),
 * whose 'Delete project' posts here; the hydrated page confirms in its dialog and posts the same
 * fields with `fetch`. Deleted: the list with `?s=deleted`; failed: the list with that project's message.
 */
const deleteProject: FormAction = {
  path: PAGE,
  async run({ form, api, report }) {
    const id = form.id ?? '';
    if (form._action !== 'delete' || !ID.test(id)) return at(PAGE, { status: 'invalid' });
    try {
      await api.projects.remove(id);
      return at(PAGE, { status: 'deleted', id });
    } catch (e) {
      report(e, 'DELETE_PROJECT');
      return at(PAGE, { status: 'failed', id });
    }
  },
};

export const projectActions: readonly FormAction[] = [deleteProject];
