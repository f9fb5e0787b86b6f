'use strict';
/* The game out of the page: the FEN of the position shown and the record in PGN, both as the
   server writes them (GET /api/games/{id} and /pgn), copied to the clipboard, shown as plain text,
   or the PGN downloaded as a file. */
const ChesseusExport = (() => {
  const $ = (id) => document.getElementById(id);

  async function pgn(id) {
    const response = await fetch('/api/games/' + id + '/pgn');
    if (!response.ok) {
      throw new Error((await response.json()).error);
    }
    return response.text();
  }

  /** Copies text: the Clipboard API, or a selected text field where the page is not allowed it. */
  async function copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) {
      const field = document.createElement('textarea');
      field.value = text;
      document.body.appendChild(field);
      field.select();
      const copied = document.execCommand('copy');
      field.remove();
      return copied;
    }
  }

  function tell(text) {
    $('export-message').textContent = text;
  }

  /**
   * Wires the buttons; `shown()` gives {id, fen, version} of the position on the board (the game's
   * present one, or an earlier one looked back at).
   */
  function wire(shown) {
    $('copy-fen').addEventListener('click', async () => {
      const fen = shown().fen;
      tell((await copy(fen)) ? 'FEN copied.' : 'The browser would not copy: select the FEN above.');
    });
    $('copy-pgn').addEventListener('click', async () => {
      try {
        const text = await pgn(shown().id);
        tell((await copy(text)) ? 'PGN copied.' : 'The browser would not copy: open Show the PGN and select it.');
      } catch (error) {
        tell('No PGN: ' + error.message);
      }
    });
    $('pgn-view').addEventListener('toggle', () => refresh(shown(), true));
  }

  /** Shows the FEN of the position on the board, and the PGN while its view is open. */
  async function refresh(view, force) {
    $('fen-text').value = view.fen;
    $('pgn-download').href = '/api/games/' + view.id + '/pgn';
    $('pgn-download').download = 'chesseus-game-' + view.id + '.pgn';
    const open = $('pgn-view').open;
    if (!open || (!force && $('pgn-text').dataset.version === String(view.version))) {
      return;
    }
    try {
      $('pgn-text').textContent = await pgn(view.id);
      $('pgn-text').dataset.version = String(view.version);
    } catch (error) {
      $('pgn-text').textContent = 'No PGN: ' + error.message;
    }
  }

  return { wire, refresh };
})();
