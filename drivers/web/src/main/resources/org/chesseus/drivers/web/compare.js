'use strict';
/* The compare panel: each profile's verdict on the game now, and on a flag fall or resignation of
   either side now — the teaching view of `chesseus compare`, live. */
const ChesseusCompare = (() => {
  let shownFor = null;
  let asking = null;

  function cellText(cell) {
    if (cell.code) {
      return cell.code + ' ' + cell.score + (cell.scoreCode ? ' ' + cell.scoreCode : '') + (cell.article ? ' ' + cell.article : '');
    }
    return cell.error ? 'cannot judge' : (/refused/.test(cell.explanation) ? 'no such rule' : 'goes on *');
  }

  function cellClass(cell) {
    if (!cell.code) {
      return /refused/.test(cell.explanation) || cell.error ? 'refused' : '';
    }
    if (cell.score === '1-0') {
      return 'win-white';
    }
    return cell.score === '0-1' ? 'win-black' : 'draw';
  }

  function draw(table, panel) {
    const head = table.querySelector('thead tr');
    head.replaceChildren();
    const corner = document.createElement('th');
    corner.scope = 'col';
    corner.textContent = 'profile';
    head.appendChild(corner);
    panel.columns.forEach((column) => {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = column.title;
      head.appendChild(th);
    });
    const body = table.querySelector('tbody');
    body.replaceChildren();
    panel.rows.forEach((row) => {
      const tr = document.createElement('tr');
      tr.dataset.profile = row.profile;
      if (row.current) {
        tr.className = 'current';
      }
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = row.profile + (row.current ? ' (this game)' : '');
      tr.appendChild(th);
      panel.columns.forEach((column) => {
        const cell = row[column.id];
        const td = document.createElement('td');
        td.dataset.column = column.id;
        td.className = cellClass(cell);
        td.textContent = cellText(cell);
        td.title = cell.explanation;
        td.tabIndex = 0;
        td.setAttribute('aria-label', column.title + ' under ' + row.profile + ': ' + cellText(cell) + '. ' + cell.explanation);
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    table.dataset.version = String(panel.version);
    table.dataset.ply = String(panel.ply);
  }

  /** Asks for the panel of a game at a version, once per version. */
  function refresh(table, gameId, version) {
    const key = gameId + '@' + version;
    if (shownFor === key || asking === key) {
      return;
    }
    asking = key;
    fetch('/api/games/' + gameId + '/compare')
      .then((response) => response.json())
      .then((panel) => {
        if (!panel.error) {
          draw(table, panel);
          shownFor = key;
        }
      })
      .finally(() => {
        if (asking === key) {
          asking = null;
        }
      });
  }

  return { refresh };
})();
