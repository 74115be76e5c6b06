// Labels of the modal containers; the spec names the containers (002 §2) but words none of their controls.

/** The modals' own labels (Defter's wording). */
export const modalTexts = {
  close: 'Kapat',
  fullscreen: 'Tam ekran',
  exitFullscreen: 'Tam ekrandan çık',
  move: 'Pencereyi taşı',
  moveHelp: 'Ok tuşlarıyla taşıyabilirsiniz; Shift ile daha hızlı.',
  show: (title: string) => `${title} - Kayıt`,
} as const;
