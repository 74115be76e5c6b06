import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ui } from '../../../../domain/messages';
import '../shell-data.css';
import { helpNameFor, loadHelp } from './help';
import { renderMarkdown } from './markdown';

/** Defter's wording of the help page. */
export const helpTexts = {
  title: 'Yardım',
  missing: 'Bu sayfa için henüz bir yardım metni yok. Genel yardım aşağıdadır.',
  back: 'Sayfaya dön',
  failed: 'Yardım metni yüklenemedi.',
} as const;

/** `/docs` plus a path: the help text of that path (or its nearest parent, else the general help). */
export function HelpPage() {
  const rest = useParams()['*'] ?? '';
  const path = `/${rest}`.replace(/\/+$/, '') || '/';
  const own = helpNameFor(path);
  const name = own ?? 'index';
  const [text, setText] = useState<{ name: string; source: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    loadHelp(name).then(
      (source) => live && setText({ name, source }),
      () => live && setText({ name, source: null }),
    );
    return () => {
      live = false;
    };
  }, [name]);

  const current = text?.name === name ? text : null;
  return (
    <article className="page help" aria-label={helpTexts.title}>
      {path !== '/' && (
        <p>
          <Link to={path}>← {helpTexts.back}</Link>
        </p>
      )}
      {!own && path !== '/' && <p className="help__note">{helpTexts.missing}</p>}
      {!current && (
        <p className="muted" role="status">
          {ui.loading}
        </p>
      )}
      {current?.source === null && <p className="field__error">{helpTexts.failed}</p>}
      {current?.source && renderMarkdown(current.source)}
    </article>
  );
}
