'use strict';
/* The move list, and looking back at earlier positions without leaving the game: click a move, or
   press Left/Right (Home: the start; End or Escape: back to the game). The earlier position comes
   from the server (GET /api/games/{id}/positions/{ply}). While looking back no move or other act
   can be made; moves played meanwhile are added to the list, and the page stays where it looks
   until the player goes back to the game. */
const ChesseusLookBack = (() => {
  /**
   * Draws the moves of `view` into `list`, each a button naming its ply; the one at `shownPly` is
   * marked as the position on the board. onMove(ply): a move was clicked.
   */
  function drawMoves(list, view, shownPly, onMove) {
    list.replaceChildren();
    let number = view.startFullmove;
    let index = 0;
    const button = (at) => {
      const move = document.createElement('button');
      move.type = 'button';
      move.className = 'move';
      move.dataset.ply = String(at + 1);
      move.textContent = view.moves[at];
      move.setAttribute('aria-label', 'look at the position after ' + number
        + ((at + (view.startSide === 'black' ? 1 : 0)) % 2 === 0 ? '. ' : '... ') + view.moves[at]);
      if (at + 1 === shownPly) {
        move.setAttribute('aria-current', 'true');
      }
      move.addEventListener('click', () => onMove(at + 1));
      return move;
    };
    if (view.startSide === 'black' && view.moves.length > 0) {
      const item = document.createElement('li');
      item.value = number;
      item.append('\u2026 ', button(0));
      list.appendChild(item);
      index = 1;
      number++;
    }
    for (; index < view.moves.length; index += 2, number++) {
      const item = document.createElement('li');
      item.value = number;
      item.append(button(index));
      if (index + 1 < view.moves.length) {
        item.append(' ', button(index + 1));
      }
      list.appendChild(item);
    }
  }

  /** The earlier position after `ply` half-moves of game `id`, as the server shows it. */
  async function position(id, ply) {
    const response = await fetch('/api/games/' + id + '/positions/' + ply);
    const answer = await response.json();
    if (!response.ok) {
      throw new Error(answer.error);
    }
    return answer;
  }

  /** The key's ply to look at, from `shown` of `last`; undefined for a key that does not navigate. */
  function keyTarget(key, shown, last) {
    switch (key) {
      case 'ArrowLeft': return Math.max(0, shown - 1);
      case 'ArrowRight': return Math.min(last, shown + 1);
      case 'Home': return 0;
      case 'End': case 'Escape': return last;
      default: return undefined;
    }
  }

  return { drawMoves, position, keyTarget };
})();
