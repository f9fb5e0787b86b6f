'use strict';
/* The engine opponent on the page: the new-game form's choice (two people, or White or Black
   against the engine at a level the engine offers, from /api/profiles), and what a game against it
   changes: the person's side stays at the bottom, nothing acts for the engine, and the status says
   when it thinks. Its moves come by the event stream, played on the server through the arbiter. */
const ChesseusOpponent = (() => {
  const $ = (id) => document.getElementById(id);
  const DEFAULT_LEVEL = 1500;

  /** Fills the form's choice from the server's engine, or hides it when the server has none. */
  function fill(engine) {
    $('opponent-fields').hidden = !engine;
    if (!engine) {
      return;
    }
    const level = $('level');
    level.replaceChildren();
    const full = document.createElement('option');
    full.value = 'full';
    full.textContent = 'full strength';
    level.appendChild(full);
    if (engine.lowest) {
      for (let elo = engine.lowest; elo <= engine.highest; elo += 100) {
        const option = document.createElement('option');
        option.value = String(elo);
        option.textContent = String(elo);
        level.appendChild(option);
      }
      level.value = String(Math.min(Math.max(DEFAULT_LEVEL, engine.lowest), engine.highest));
    }
    const sync = () => { level.disabled = !$('opponent').value; };
    $('opponent').addEventListener('change', sync);
    sync();
  }

  /** The request's `opponent`, or null for two people. */
  function asked() {
    const side = $('opponent').value;
    if (!side) {
      return null;
    }
    return $('level').value === 'full' ? { side } : { side, elo: Number($('level').value) };
  }

  /** The person's side in a game against the engine; null between two people. */
  function personSide(view) {
    return view.opponent ? (view.opponent.side === 'white' ? 'black' : 'white') : null;
  }

  /** Whether the engine has the move (the person then only resigns). */
  function enginesTurn(view) {
    return Boolean(view.opponent) && !view.outcome && view.toMove === view.opponent.side;
  }

  /** `against the engine (Black, level 1200)` for the game's title; empty between two people. */
  function title(view) {
    if (!view.opponent) {
      return '';
    }
    return ', against the engine (' + (view.opponent.side === 'white' ? 'White' : 'Black') + ', '
      + (view.opponent.elo ? 'level ' + view.opponent.elo : 'full strength') + ')';
  }

  /** What the status line adds while the engine has the move. */
  function status(view) {
    return enginesTurn(view) ? (view.opponent.thinking ? '  \u2014 the engine is thinking\u2026' : '  \u2014 the engine moves next') : '';
  }

  return { fill, asked, personSide, enginesTurn, title, status };
})();
