'use strict';
/* The board of the Chesseus page: 64 focusable squares, pieces as glyphs, dots on legal targets,
   rings on captures, the last move and a king in check marked. Seen from White or from Black. */
const ChesseusBoard = (() => {
  const GLYPHS = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  const NAMES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
  const FILES = 'abcdefgh';

  function squareName(index) {
    return FILES[index % 8] + (Math.floor(index / 8) + 1);
  }

  function squareIndex(name) {
    return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
  }

  /** The order the squares are drawn in, top left first, for the side at the bottom. */
  function drawingOrder(bottom) {
    const order = [];
    for (let row = 0; row < 8; row++) {
      for (let column = 0; column < 8; column++) {
        const rank = bottom === 'white' ? 7 - row : row;
        const file = bottom === 'white' ? column : 7 - column;
        order.push(rank * 8 + file);
      }
    }
    return order;
  }

  function describe(letter) {
    if (!letter) {
      return 'empty';
    }
    const white = letter === letter.toUpperCase();
    return (white ? 'white ' : 'black ') + NAMES[letter.toLowerCase()];
  }

  /**
   * Draws the board into `element`.
   * view: the game as the API shows it; bottom: 'white' or 'black';
   * selected: the selected square or null; onSquare(name): a square was clicked or pressed.
   */
  function draw(element, view, bottom, selected, onSquare) {
    const targets = new Map();
    if (selected) {
      view.legal.filter((move) => move.from === selected).forEach((move) => targets.set(move.to, move.capture));
    }
    const checked = view.check ? kingOf(view) : null;
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.square : null;
    element.replaceChildren();
    drawingOrder(bottom).forEach((index, drawn) => {
      const name = squareName(index);
      const letter = view.board[index];
      const square = document.createElement('button');
      square.type = 'button';
      square.className = 'square ' + ((Math.floor(index / 8) + index % 8) % 2 === 0 ? 'dark' : 'light');
      square.dataset.square = name;
      square.setAttribute('role', 'gridcell');
      let label = name + ', ' + describe(letter);
      if (targets.has(name)) {
        square.classList.add(targets.get(name) ? 'capture' : 'target');
        label += targets.get(name) ? ', capture' : ', legal move';
      }
      if (name === selected) {
        square.classList.add('selected');
        label += ', selected';
      }
      if (view.lastMove && (view.lastMove.from === name || view.lastMove.to === name)) {
        square.classList.add('last');
      }
      if (name === checked) {
        square.classList.add('check');
      }
      square.setAttribute('aria-label', label);
      if (letter) {
        const piece = document.createElement('span');
        piece.className = 'piece ' + (letter === letter.toUpperCase() ? 'w' : 'b');
        piece.textContent = GLYPHS[letter.toLowerCase()];
        piece.setAttribute('aria-hidden', 'true');
        square.appendChild(piece);
      }
      coordinates(square, name, drawn);
      square.addEventListener('click', () => onSquare(name));
      element.appendChild(square);
    });
    if (focused) {
      const again = element.querySelector('[data-square="' + focused + '"]');
      if (again) {
        again.focus();
      }
    }
  }

  function coordinates(square, name, drawn) {
    if (drawn >= 56) {
      const file = document.createElement('span');
      file.className = 'coord file';
      file.textContent = name[0];
      file.setAttribute('aria-hidden', 'true');
      square.appendChild(file);
    }
    if (drawn % 8 === 0) {
      const rank = document.createElement('span');
      rank.className = 'coord rank';
      rank.textContent = name[1];
      rank.setAttribute('aria-hidden', 'true');
      square.appendChild(rank);
    }
  }

  function kingOf(view) {
    const king = view.toMove === 'white' ? 'K' : 'k';
    const index = view.board.indexOf(king);
    return index < 0 ? null : squareName(index);
  }

  /** Whether the piece on `name` belongs to the side to move. */
  function ownPiece(view, name) {
    const letter = view.board[squareIndex(name)];
    if (!letter) {
      return false;
    }
    return (letter === letter.toUpperCase()) === (view.toMove === 'white');
  }

  return { draw, ownPiece, GLYPHS };
})();
