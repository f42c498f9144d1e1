import { useState } from 'react';
import { pageMeta } from '#shared/site/seo.ts';
import type { Resource, ResourceKind } from '#shared/content/records-rules.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { OrderedRecords } from '#client/features/admin/content/OrderedRecords.tsx';
import { RESOURCES_PATH } from '#client/features/admin/content/records-api.ts';
import {
  emptyResource,
  ResourceForm,
  valuesFromResource,
} from '#client/features/admin/content/ResourceForm.tsx';
import { EmptyGroup, LoadState, Notices } from '#client/features/admin/content/ScreenParts.tsx';
import { useRecordsScreen } from '#client/features/admin/content/use-records-screen.ts';
import type { Route } from './+types/content.resources';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Resources · Admin', path: '/admin/resources', noIndex: true, matches });
}

const GROUPS: ReadonlyArray<{ kind: ResourceKind; heading: string; empty: string }> = [
  { kind: 'book', heading: 'Books', empty: 'No books yet.' },
  { kind: 'download', heading: 'Downloads', empty: 'No downloads yet.' },
];

const titleOf = (resource: Resource) => resource.title;

function Details({ resource }: { resource: Resource }) {
  const pages = [resource.on_resources_page ? '/resources' : null, resource.on_press_page ? '/press' : null];
  return (
    <>
      {resource.subtitle ? <p className="italic">{resource.subtitle}</p> : null}
      <p className="mt-1 break-all text-slate-700">
        {resource.link_label} → {resource.link_url}
      </p>
      <p className="mt-1 flex flex-wrap gap-1.5">
        {pages.filter(Boolean).map((page) => (
          <span key={page} className="rounded bg-navy-50 px-1.5 py-0.5 text-xs font-semibold text-navy-900">
            {page}
          </span>
        ))}
        {resource.is_new_release ? (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            New release
          </span>
        ) : null}
      </p>
    </>
  );
}

/**
 * /admin/resources: the books and downloads listed on /resources and /press, in the order they show.
 * Staff add, edit, reorder, hide and delete them; the pages read them on every visit.
 */
export default function AdminResources() {
  const screen = useRecordsScreen(RESOURCES_PATH, titleOf, (resource) => resource.kind);
  const [editing, setEditing] = useState<Resource | { new: ResourceKind } | null>(null);
  const isNew = editing !== null && 'new' in editing;

  return (
    <section aria-labelledby="resources-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="resources-title" className="text-2xl font-bold">
            Resources
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Books and downloads on /resources and /press, in the order they show. Hidden ones leave the site
            at once.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setEditing({ new: 'book' })}>
            New book
          </Button>
          <Button size="sm" onClick={() => setEditing({ new: 'download' })}>
            New download
          </Button>
        </div>
      </div>
      <Notices notice={screen.notice} error={screen.error} />
      <LoadState status={screen.data.status} hasData={screen.items !== null} reload={screen.data.reload}>
        {GROUPS.map((group) => {
          const items = (screen.items ?? []).filter((resource) => resource.kind === group.kind);
          const headingId = `resources-${group.kind}`;
          return (
            <section key={group.kind} aria-labelledby={headingId} className="space-y-3">
              <h2 id={headingId} className="text-lg font-bold">
                {group.heading}
              </h2>
              {items.length === 0 ? (
                <EmptyGroup>{group.empty}</EmptyGroup>
              ) : (
                <OrderedRecords
                  label={group.heading}
                  items={items}
                  titleOf={titleOf}
                  renderDetails={(resource) => <Details resource={resource} />}
                  onEdit={setEditing}
                  onToggleVisible={screen.toggleVisible}
                  onMove={screen.move}
                  onDelete={screen.remove}
                />
              )}
            </section>
          );
        })}
      </LoadState>
      {editing ? (
        <AdminDialog
          wide
          title={isNew ? (editing.new === 'book' ? 'New book' : 'New download') : `Edit “${editing.title}”`}
          onClose={() => setEditing(null)}
        >
          <ResourceForm
            resourceId={isNew ? null : editing.id}
            initial={isNew ? emptyResource(editing.new) : valuesFromResource(editing)}
            initialCover={isNew ? null : editing.cover_image}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              screen.announce(isNew ? `Added “${saved.title}”.` : `Saved “${saved.title}”.`);
              setEditing(null);
              screen.data.reload();
            }}
          />
        </AdminDialog>
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '#client/features/admin/admin-error-boundary.tsx';
