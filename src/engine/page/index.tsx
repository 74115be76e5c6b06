// The engine's generic pages, loaded lazily by the router (src/app/engine-pages.tsx).
export { FormPage } from '../form/FormPage/FormPage';
export { ListPage } from './ListPage/ListPage';
export { DetailPage } from './DetailPage/DetailPage';
