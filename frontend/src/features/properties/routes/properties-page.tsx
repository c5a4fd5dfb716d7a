import type { Property } from '@weklean/domain';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeleteProperty } from '../api/delete-property';
import { useProperties } from '../api/get-properties';
import { PropertyDrawer } from '../components/property-drawer';
import { NoProperties, PropertiesLoadFailed, PropertiesLoading, PropertyList } from '../components/property-list';
import { safeReturnTo } from '../components/return-to';
import { useFailureToast } from '../components/use-save-failure';
import '../components/properties.css';

/** Which form is open: none, a new property, or one to edit. A new `key` gives each opening a fresh form. */
type Editor = { open: boolean; property: Property | null; key: number };

/**
 * `/properties` (clients only): the client's homes and offices. `?new=1` opens the form to add one (the booking form
 * links here so), and `&returnTo=/book/…` goes back there once it is added.
 */
export default function PropertiesPage() {
  const { t } = useTranslation(['properties', 'common']);
  useDocumentTitle(t('properties:page.title'));
  const { data: properties, error, isLoading, mutate } = useProperties();
  const { refresh } = useSession();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const removal = useDeleteProperty();
  const showDeleteFailure = useFailureToast('properties:toast.deleteFailed');
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const asked = search.get('new') === '1';
  const [editor, setEditor] = useState<Editor>({ open: asked, property: null, key: 0 });

  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    // The session ended on the server: let the session notice, and the guard send the client to the login page.
    if (expired) void refresh();
  }, [expired, refresh]);

  useEffect(() => {
    if (asked) setEditor((current) => (current.open ? current : { open: true, property: null, key: current.key + 1 }));
  }, [asked]);

  const open = (property: Property | null) => setEditor((current) => ({ open: true, property, key: current.key + 1 }));
  const close = () => {
    setEditor((current) => ({ ...current, open: false }));
    if (search.has('new') || search.has('returnTo')) setSearch({}, { replace: true });
  };

  const onSaved = (_saved: Property, created: boolean) => {
    const back = created ? safeReturnTo(search.get('returnTo')) : null;
    if (back !== null) void navigate(back);
    else close();
  };

  const remove = async (property: Property) => {
    setDeletingId(property.id);
    try {
      await removal.trigger(property.id);
      toast.success(t('properties:toast.deleted'), t('properties:toast.deletedText', { name: property.name }));
    } catch (failure) {
      // 409 while bookings still need it: the server says so in the client's language.
      showDeleteFailure(failure);
    } finally {
      setDeletingId(null);
    }
  };

  const body = isLoading ? (
    <PropertiesLoading />
  ) : error !== undefined || properties === undefined ? (
    <PropertiesLoadFailed onRetry={() => void mutate()} />
  ) : properties.length === 0 ? (
    <NoProperties onAdd={() => open(null)} />
  ) : (
    <PropertyList properties={properties} deletingId={deletingId} onEdit={open} onDelete={remove} />
  );

  return (
    <div className="properties-page">
      <header className="properties-header">
        <div>
          <h1 className="properties-title">{t('properties:page.title')}</h1>
          <Typography.Paragraph type="secondary" className="properties-intro">
            {t('properties:page.intro')}
          </Typography.Paragraph>
        </div>
        <Button type="primary" size="large" onClick={() => open(null)}>
          {t('properties:page.add')}
        </Button>
      </header>
      {body}
      <PropertyDrawer key={editor.key} open={editor.open} property={editor.property} onClose={close} onSaved={onSaved} />
    </div>
  );
}
