/** A placeholder for shell routes not built yet (settings, profile, admin). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <p className="muted">Bu sayfa hazırlanıyor.</p>
    </section>
  );
}
