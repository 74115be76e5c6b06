import { useEffect, useState } from 'react';
import { receivedTexts } from '../../../../domain/messages';
import type { TableClient } from '../../../services/tables';

// "Alış Faturasına Aktar" (issue 26; docs/e-documents.md, "Into the books"): the server's proposal — the supplier and
// each line's card as matched (remembered choice, code, barcode) — with a stock card to choose for every line nothing
// matched; "Aktar" sends the choices (`satirlar`). The server makes the purchase invoice and its voucher.

interface ProposalLine {
  id: string;
  name: string;
  quantity: string;
  unitCode: string;
  sellersCode: string | null;
  /** The card the server matched (its link column → id), or null when the user must choose one. */
  card: Record<string, number | null> | null;
  matchedBy: string | null;
}

interface Proposal {
  supplier: { id: number | null; title: string | null };
  lines: ProposalLine[];
}

export function TransferForm({
  tables,
  table,
  id,
  cardsFrom,
  onSubmit,
}: {
  tables: TableClient;
  table: string;
  id: string | number;
  cardsFrom: { table: string; column: string };
  /** Each open line's choice, keyed by line id: `{ [cardsFrom.column]: card id }`. */
  onSubmit(choices: Record<string, Record<string, number>>): Promise<boolean>;
}) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [cards, setCards] = useState<{ id: string | number; text: string }[]>([]);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    tables.action!(table, 'inbox/transferProposal', { id }).then(
      (data) => live && setProposal(data as unknown as Proposal),
      (err) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    tables.selectData(cardsFrom.table, cardsFrom.column, { search: '***', page: 1, limit: 200 }).then(
      (r) => live && setCards(r.results),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tables, table, id, cardsFrom.table, cardsFrom.column]);
  if (error) return <p role="alert">{error}</p>;
  if (!proposal) return <p aria-busy="true">…</p>;
  const open = proposal.lines.filter((l) => !l.card);
  const ready = open.every((l) => choices[l.id]);
  return (
    <form
      className="df-transfer"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const sent = Object.fromEntries(
          Object.entries(choices).map(([line, card]) => [line, { [cardsFrom.column]: Number(card) }]),
        );
        await onSubmit(sent);
        setBusy(false);
      }}
    >
      <p>
        {proposal.supplier.id
          ? receivedTexts.supplierFound(proposal.supplier.title ?? '')
          : receivedTexts.supplierNew(proposal.supplier.title ?? '')}
      </p>
      <table className="df-transfer__lines">
        <tbody>
          {proposal.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.id}.</td>
              <td>
                {l.name}
                {l.sellersCode ? ` (${l.sellersCode})` : ''}
              </td>
              <td>
                {l.quantity} {l.unitCode}
              </td>
              <td>
                {l.card ? (
                  <span>✓ {receivedTexts.matchedBy[l.matchedBy ?? ''] ?? ''}</span>
                ) : (
                  <select
                    aria-label={`${l.id}. satır: ${receivedTexts.chooseCard}`}
                    value={choices[l.id] ?? ''}
                    onChange={(e) => setChoices({ ...choices, [l.id]: e.target.value })}
                  >
                    <option value="">{receivedTexts.chooseCard}</option>
                    {cards.map((c) => (
                      <option key={String(c.id)} value={String(c.id)}>
                        {c.text}
                      </option>
                    ))}
                  </select>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="df-button df-button--primary" disabled={busy || !ready}>
        {receivedTexts.transferGo}
      </button>
    </form>
  );
}
