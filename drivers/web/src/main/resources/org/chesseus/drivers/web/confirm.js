'use strict';
/* An in-page question before an act that cannot be taken back (a resignation, a draw request
   written with a move): a modal dialog answered by its buttons; Escape or Cancel says no. */
const ChesseusConfirm = (() => {
  /** Asks `text`; resolves true when the player presses `yes` (the button's label), false otherwise. */
  function ask(text, yes) {
    const dialog = document.getElementById('confirm');
    const accept = document.getElementById('confirm-yes');
    const cancel = document.getElementById('confirm-no');
    document.getElementById('confirm-text').textContent = text;
    accept.textContent = yes;
    return new Promise((resolve) => {
      const done = (answer) => {
        accept.onclick = null;
        cancel.onclick = null;
        dialog.onclose = null;
        if (dialog.open) {
          dialog.close();
        }
        resolve(answer);
      };
      accept.onclick = () => done(true);
      cancel.onclick = () => done(false);
      dialog.onclose = () => done(false);
      dialog.showModal();
      cancel.focus();
    });
  }

  return { ask };
})();
