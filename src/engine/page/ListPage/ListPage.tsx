import { Link, useNavigate } from 'react-router-dom';
import { detailTexts } from '../../../../domain/messages';
import { ListGrid } from '../../grid/ListGrid/ListGrid';
import { Pager } from '../../grid/Pager/Pager';
import { texts } from '../../texts';
import { DetailPanel } from '../DetailPanel/DetailPanel';
import { openRightModal } from '../modals';
import type { PageDefinition } from '../types';
import { useListController } from '../useListController';
import '../page.css';

/** The generic list page of a table: toolbar (Ekle), the server-paged grid with Detay / Düzenle / Sil, the pager. */
export function ListPage({ def }: { def: PageDefinition }) {
  const list = useListController(def);
  const navigate = useNavigate();
  return (
    <section className="df-page" aria-label={def.title}>
      <header className="df-page__header">
        <h1 className="df-page__title">{def.title}</h1>
        <div className="df-toolbar">
          {!def.readOnly && (
            <Link className="df-button df-button--primary" to={`${def.route}/ekle`}>
              {texts.add}
            </Link>
          )}
        </div>
      </header>
      <ListGrid
        table={def.table}
        columns={list.columns}
        records={list.data?.records ?? []}
        loading={list.loading && !list.data}
        filters={list.state.filters}
        onSortsChange={list.setSorts}
        onFiltersChange={list.setFilters}
        onEdit={(id) => navigate(`${def.route}/duzenle/${encodeURIComponent(id)}`)}
        onDelete={(id) => void list.remove(id)}
        onDetail={(id) =>
          void openRightModal({
            title: detailTexts.detailTitle(def.title),
            content: <DetailPanel table={def.table} id={id} />,
          })
        }
      />
      <Pager
        page={list.state.page}
        pages={list.data?.pages ?? 1}
        limit={list.state.limit}
        total={list.data?.all_records_count ?? 0}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </section>
  );
}
