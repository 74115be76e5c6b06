import { useSetAtom } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { detailTexts } from '../../../../domain/messages';
import { forgetRouteAtom } from '../../../state/history';
import { texts } from '../../texts';
import type { Filter } from '../../../../domain/api/contract';
import { ConversionButtons } from '../conversions/ConversionButtons';
import { DetailPanel } from '../DetailPanel/DetailPanel';
import { ListPage } from '../ListPage/ListPage';
import { editLink } from '../paths';
import type { PageDefinition } from '../../../../domain/pages/page.types';
import '../page.css';

/**
 * `route/detay/:id`: a record's detail panel as a page of its own (the show verb), so that it can be a
 * favourite and a history tab; back to the list (`list`, absent = `def.route`), and Düzenle unless the page
 * is read-only. A record that cannot be shown leaves the history tabs.
 */
export function DetailPage({
  def,
  id,
  list = def.route,
  related = [],
}: {
  def: PageDefinition;
  id: string;
  list?: string;
  /** Lists of other pages filtered to this record (`PageDefinition.related`), under the detail. */
  related?: { def: PageDefinition; title: string; filters: Record<string, Filter> }[];
}) {
  const { pathname } = useLocation();
  const forget = useSetAtom(forgetRouteAtom);
  const title = detailTexts.detailTitle(def.title);
  return (
    <section className="df-page" aria-label={title}>
      <header className="df-page__header">
        <h1 className="df-page__title">
          {title} #{id}
        </h1>
        <div className="df-toolbar">
          <Link className="df-button" to={list}>
            {texts.backToList}
          </Link>
          {!def.readOnly && (
            <Link className="df-button df-button--primary" to={editLink(def, id)}>
              {texts.edit}
            </Link>
          )}
          {!def.readOnly && <ConversionButtons def={def} id={id} />}
        </div>
      </header>
      <DetailPanel table={def.table} id={id} onFailed={() => forget(pathname)} />
      {related.map((r) => (
        <ListPage key={r.def.table} def={r.def} title={r.title} filters={r.filters} />
      ))}
    </section>
  );
}
