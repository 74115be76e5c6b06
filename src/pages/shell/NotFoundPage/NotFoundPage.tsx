import { Link } from 'react-router-dom';

/** The 404 page: unknown routes and routes outside the company's package. */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Sayfa bulunamadı</h1>
      <p>Aradığınız sayfa mevcut değil ya da bu sayfaya erişiminiz bulunmuyor.</p>
      <Link to="/" className="btn btn--primary">
        Ana Sayfa&apos;ya dön
      </Link>
    </section>
  );
}
