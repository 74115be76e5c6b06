// The engine's generic pages for the router (src/app/engine-pages.tsx): each loads its chunk when first shown.
import { ui } from '../../../domain/messages';
import { chunkComponent } from '../chunk';
import { loadDetailPage, loadFormPage, loadListPage } from './chunks';

const loading = (
  <p className="muted" role="status">
    {ui.loading}
  </p>
);

export const ListPage = chunkComponent(loadListPage, (m) => m.ListPage, loading);
export const FormPage = chunkComponent(loadFormPage, (m) => m.FormPage, loading);
export const DetailPage = chunkComponent(loadDetailPage, (m) => m.DetailPage, loading);
