import { Link } from 'react-router-dom';
import '../settings.css';

/** A page whose feature comes later: its title, what will be here, and the way home. */
export function PlaceholderPage({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <section className="page settings-page">
      <h1 className="page__title">{title}</h1>
      <p className="muted">{text}</p>
      <Link to="/" className="btn">
        {home}
      </Link>
    </section>
  );
}
