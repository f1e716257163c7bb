import { UpstreamHttpError } from '../../shared/api/errors';
import { type ActionAnswer, type ActionInput, at, type FormAction } from '../../shared/forms/action';
import { FORM_FIELDS, galleryEntrySchema, parseForm, widgetShareSchema } from '../../shared/forms/schemas';

/**
 * The widget pages' form actions (src/shared/forms/action.ts), beside their loaders (loaders.ts):
 * a widget's create / refresh / delete and its gallery entries on /widgets, and the share by e-mail
 * on /widgets/{code}/share. Consumer accounts only, like the pages.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE = '/widgets';

/** One `_action` of /widgets on the widget `code`; throws what the upstream refused. */
async function widgetAction({ form, api, vendorId }: ActionInput, code: string): Promise<ActionAnswer> {
  const widgets = api.widgets;
  switch (form._action) {
    case 'create':
    case 'refresh':
      await widgets.refresh(code);
      return at(PAGE, { status: form._action === 'create' ? 'created' : 'refreshed', id: code });
    case 'delete':
      await widgets.remove(code);
      return at(PAGE, { status: 'deleted', id: code });
    case 'gallery-create':
    case 'gallery-update': {
      const parsed = parseForm(galleryEntrySchema, form, FORM_FIELDS.gallery);
      if (!parsed.ok) return at(PAGE, { status: 'invalid', fieldErrors: parsed.errors, id: code });
      if (form._action === 'gallery-create') {
        const w = await widgets.widget(code);
        if (!w) return at(PAGE, { status: 'failed', id: code });
        await widgets.createGalleryEntry({ ...parsed.value, widgetId: w.widgetId, channel: vendorId });
      } else {
        const entry = form.entryId ?? '';
        if (!ID.test(entry)) return at(PAGE, { status: 'invalid', id: code });
        await widgets.updateGalleryEntry(entry, vendorId, parsed.value);
      }
      return at(PAGE, { status: 'saved', id: code });
    }
    case 'gallery-delete': {
      const entry = form.entryId ?? '';
      if (!ID.test(entry)) return at(PAGE, { status: 'invalid', id: code });
      await widgets.deleteGalleryEntry(entry, vendorId);
      return at(PAGE, { status: 'deleted', id: code });
    }
    default:
      return at(PAGE, { status: 'invalid' });
  }
}

const widgetsPage: FormAction = {
  path: PAGE,
  audience: 'consumer',
  async run(input) {
    const code = input.form.productCode ?? '';
    if (!ID.test(code)) return at(PAGE, { status: 'invalid' });
    try {
      return await widgetAction(input, code);
    } catch (e) {
      return at(PAGE, { ...input.failed(e, 'WIDGET_ACTION'), id: code });
    }
  },
};

const share: FormAction = {
  path: '/widgets/:code/share',
  audience: 'consumer',
  async run({ form, params, api, vendorId, spendMail, failed }) {
    const code = params.code ?? '';
    const page = `/widgets/${code}/share`;
    const parsed = parseForm(widgetShareSchema, form, FORM_FIELDS.widgetShare);
    if (!parsed.ok) return at(page, { status: 'invalid', fieldErrors: parsed.errors });
    if (!(await spendMail())) return at(page, { status: 'tooMany' });
    try {
      await api.widgets.share(code, { vendorId, ...parsed.value });
      return at(PAGE, { status: 'shared', id: code });
    } catch (e) {
      // No such widget of this customer's (issue 35 §5): the same 404 as its page.
      if (e instanceof UpstreamHttpError && (e.status === 404 || e.status === 401)) return { notFound: true };
      return at(page, failed(e, 'SHARE_WIDGET'));
    }
  },
};

export const widgetActions: readonly FormAction[] = [widgetsPage, share];
