import { useState } from 'react';
import { pageMeta } from '#shared/site/seo.ts';
import { TESTIMONY_PAGE_LABELS, TESTIMONY_PAGES, type Testimony } from '#shared/content/records-rules.ts';
import { AdminDialog } from '#client/features/admin/AdminDialog.tsx';
import { Button } from '#client/components/form/Button.tsx';
import { OrderedRecords } from '#client/features/admin/content/OrderedRecords.tsx';
import { TESTIMONIES_PATH } from '#client/features/admin/content/records-api.ts';
import { EmptyGroup, LoadState, Notices } from '#client/features/admin/content/ScreenParts.tsx';
import {
  EMPTY_TESTIMONY,
  TestimonyForm,
  valuesFromTestimony,
} from '#client/features/admin/content/TestimonyForm.tsx';
import { useRecordsScreen } from '#client/features/admin/content/use-records-screen.ts';
import type { Route } from './+types/content.testimonies';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Testimonies · Admin', path: '/admin/testimonies', noIndex: true, matches });
}

const titleOf = (testimony: Testimony) => testimony.name;

/**
 * /admin/testimonies: the testimonies quoted on the devotional pages, per page in the order they
 * show. Staff add, edit, reorder, hide and delete them; the pages read them on every visit.
 */
export default function AdminTestimonies() {
  const screen = useRecordsScreen(TESTIMONIES_PATH, titleOf, (testimony) => testimony.page);
  const [editing, setEditing] = useState<Testimony | 'new' | null>(null);

  return (
    <section aria-labelledby="testimonies-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="testimonies-title" className="text-2xl font-bold">
            Testimonies
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Quotes on the devotional pages, in the order they show. Hidden ones stay here but leave the page.
          </p>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          New testimony
        </Button>
      </div>
      <Notices notice={screen.notice} error={screen.error} />
      <LoadState status={screen.data.status} hasData={screen.items !== null} reload={screen.data.reload}>
        {TESTIMONY_PAGES.map((page) => {
          const items = (screen.items ?? []).filter((testimony) => testimony.page === page);
          const headingId = `testimonies-${page.slice(1)}`;
          return (
            <section key={page} aria-labelledby={headingId} className="space-y-3">
              <h2 id={headingId} className="text-lg font-bold">
                {TESTIMONY_PAGE_LABELS[page]}
              </h2>
              {items.length === 0 ? (
                <EmptyGroup>No testimonies on this page yet.</EmptyGroup>
              ) : (
                <OrderedRecords
                  label={`Testimonies on ${page}`}
                  items={items}
                  titleOf={titleOf}
                  renderDetails={(testimony) => (
                    <blockquote className="italic">“{testimony.quote}”</blockquote>
                  )}
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
          title={editing === 'new' ? 'New testimony' : `Edit testimony by ${editing.name}`}
          onClose={() => setEditing(null)}
        >
          <TestimonyForm
            testimonyId={editing === 'new' ? null : editing.id}
            initial={editing === 'new' ? EMPTY_TESTIMONY : valuesFromTestimony(editing)}
            initialPhoto={editing === 'new' ? null : editing.photo}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              screen.announce(
                editing === 'new'
                  ? `Added the testimony by ${saved.name}.`
                  : `Saved the testimony by ${saved.name}.`,
              );
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
