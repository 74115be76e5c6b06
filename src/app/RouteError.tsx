import { useRouteError } from 'react-router-dom';
import { ui } from '../../domain/messages';

/** What a route shows when its page fails to load or render (e.g. a script chunk that timed out). */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <section className="center-box" role="alert">
      <h1 className="page__title">{ui.errorTitle}</h1>
      <p>{ui.unknownError}</p>
      {detail && <p className="muted">{detail}</p>}
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Sayfayı yenile
      </button>
    </section>
  );
}
