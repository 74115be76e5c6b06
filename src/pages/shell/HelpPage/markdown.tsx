import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// A small Markdown reader for the help texts in docs/help/ (headings, paragraphs, lists, notes, bold, code
// and links). It builds React elements and never HTML, so a help file cannot inject markup.

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string, key: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const k = `${key}-${i}`;
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={k}>{part.slice(2, -2)}</strong>;
    if (/^`[^`]+`$/.test(part)) return <code key={k}>{part.slice(1, -1)}</code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link;
      if (href.startsWith('/') && !href.startsWith('//'))
        return (
          <Link key={k} to={href}>
            {label}
          </Link>
        );
      if (/^https:\/\//.test(href))
        return (
          <a key={k} href={href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        );
      return label;
    }
    return part;
  });
}

type Block =
  | { kind: 'h'; level: number; text: string }
  | { kind: 'p' | 'note'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

function blocks(source: string): Block[] {
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'p', text: para.join(' ') });
    para = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const last = out[out.length - 1];
    if (!line) flush();
    else if (heading) {
      flush();
      out.push({ kind: 'h', level: heading[1].length, text: heading[2] });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const item = (bullet ?? numbered)![1];
      if (last && last.kind === kind && para.length === 0) last.items.push(item);
      else out.push({ kind, items: [item] });
    } else if (line.startsWith('>')) {
      flush();
      out.push({ kind: 'note', text: line.replace(/^>\s?/, '') });
    } else para.push(line);
  }
  flush();
  return out;
}

/** The Markdown text as React elements; the first level-1 heading becomes the page's h1. */
export function renderMarkdown(source: string): ReactNode[] {
  return blocks(source).map((b, i) => {
    const key = `b${i}`;
    switch (b.kind) {
      case 'h': {
        const Tag = (['h1', 'h2', 'h3'] as const)[b.level - 1];
        return (
          <Tag key={key} className={b.level === 1 ? 'page__title' : undefined}>
            {inline(b.text, key)}
          </Tag>
        );
      }
      case 'p':
        return <p key={key}>{inline(b.text, key)}</p>;
      case 'note':
        return (
          <p key={key} className="help__note">
            {inline(b.text, key)}
          </p>
        );
      case 'ul':
      case 'ol': {
        const List = b.kind;
        return (
          <List key={key}>
            {b.items.map((item, j) => (
              <li key={j}>{inline(item, `${key}-${j}`)}</li>
            ))}
          </List>
        );
      }
    }
  });
}
