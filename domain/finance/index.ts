// Cash, bank, cheques and notes (issue 11 items 3 and 4): the positions of cheques and notes.
export * from './positions';
