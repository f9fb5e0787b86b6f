'use strict';
/* The Chesseus page: one game shared by two people at one device, or one person against the engine
   (ChesseusOpponent). Clicks or typed moves (SAN or
   UCI), draws and resignation go to the JSON API; the game comes back by server-sent events.
   Every act names the ply of the position it was meant for, so one made on a position the game has
   left is refused. While an earlier position is looked at (ChesseusLookBack), nothing acts. */
(() => {
  const $ = (id) => document.getElementById(id);
  const state = { id: null, view: null, selected: null, events: null, defaults: {}, earlier: null };

  function clockText(millis) {
    const negative = millis < 0;
    const tenths = Math.floor(Math.abs(millis) / 100);
    const seconds = Math.floor(tenths / 10);
    const minutes = Math.floor(seconds / 60);
    const rest = String(seconds % 60).padStart(2, '0') + '.' + (tenths % 10);
    const text = minutes >= 60
      ? Math.floor(minutes / 60) + ':' + String(minutes % 60).padStart(2, '0') + ':' + rest
      : minutes + ':' + rest;
    return (negative && tenths > 0 ? '-' : '') + text;
  }

  function bottomSide(view) {
    // Against the engine the person's side stays at the bottom.
    const person = ChesseusOpponent.personSide(state.view || view);
    if (person) {
      return person;
    }
    return $('turn-board').checked && !$('across').checked ? view.toMove : 'white';
  }

  /** The position on the board: an earlier one looked back at, or the game's present one. */
  function shown() {
    return state.earlier || state.view;
  }

  function drawClocks(view) {
    const bottom = bottomSide(view);
    const top = bottom === 'white' ? 'black' : 'white';
    [['clock-top', top], ['clock-bottom', bottom]].forEach(([id, side]) => {
      const element = $(id);
      element.dataset.side = side;
      if (!view.clocks) {
        element.textContent = (side === 'white' ? 'White' : 'Black') + ' (untimed)';
        element.className = 'clock';
        return;
      }
      const left = view.clocks[side];
      element.textContent = (side === 'white' ? 'White ' : 'Black ') + clockText(left);
      element.className = 'clock' + (view.clocks.running === side ? ' running' : '') + (left < 10000 ? ' low' : '');
    });
    // Across a table the top clock is read by the player sitting opposite.
    $('clock-top').classList.toggle('across', $('across').checked);
  }

  function drawMoves(view) {
    ChesseusLookBack.drawMoves($('moves'), view, shown().ply, lookAt);
    const at = shown().ply;
    $('nav-start').disabled = at === 0;
    $('nav-back').disabled = at === 0;
    $('nav-forward').disabled = !state.earlier;
    $('nav-end').disabled = !state.earlier;
    $('looking').hidden = !state.earlier;
    document.body.dataset.looking = state.earlier ? String(at) : '';
    if (state.earlier) {
      $('looking-text').textContent = 'Looking back: the position ' + (at === 0 ? 'at the start'
        : 'after ' + state.earlier.san + ' (ply ' + at + ')') + '; the game is at ply ' + view.ply
        + '. No move can be made until you go back to the game.';
    }
  }

  /** Which legal moves would make a correct claim written with them (9.2.1, 9.3.1), as the server rules. */
  function drawClaimHint(view) {
    const correct = view.legal.filter((move) => move.claim);
    $('claim-hint').textContent = view.outcome ? '' : correct.length
      ? 'A claim is correct with: ' + correct.map((move) => move.san + ' (' + move.claim.code + ', ' + move.claim.article + ')').join(', ')
      : 'No move makes a correct claim now: a request with a move stands as a draw offer.';
  }

  function drawStatus(view) {
    let line = view.status;
    if (view.claim) {
      line += '  claim ' + view.claim.code + ' (' + view.claim.article + ') available';
    }
    $('status').textContent = view.outcome ? 'Game over' : line + ChesseusOpponent.status(view);
    $('notice').textContent = view.notice || '';
    const over = Boolean(view.outcome);
    $('result').hidden = !over;
    if (over) {
      $('result-code').textContent = view.outcome.code + (view.outcome.scoreCode ? ' ' + view.outcome.scoreCode : '');
      $('result-score').textContent = view.outcome.score;
      $('result-article').textContent = view.outcome.article;
      $('result-explanation').textContent = view.outcome.explanation;
    }
    const mover = view.toMove === 'white' ? 'White' : 'Black';
    $('offer').textContent = mover + ' offers a draw';
    // Only a claim the book would grant (a rejected one may cost the claimant time, FIDE 9.5.3).
    $('claim').textContent = mover + ' claims a draw now' + (view.claim ? ' (' + view.claim.code + ', ' + view.claim.article + ')' : '');
    $('claim').title = view.claim ? view.claim.explanation
      : 'No draw to claim on this position under these rules; an incorrect claim may cost time (FIDE 9.5.3).';
    const idle = over || Boolean(state.earlier);
    // On the engine's turn the person only resigns; nothing acts for the engine.
    const waiting = idle || ChesseusOpponent.enginesTurn(view);
    ['move-input', 'move-play', 'claim-toggle', 'offer'].forEach((id) => { $(id).disabled = waiting; });
    ['white', 'black'].forEach((side) => {
      $('resign-' + side).disabled = idle;
      $('resign-' + side).hidden = Boolean(view.opponent) && view.opponent.side === side;
    });
    $('claim').disabled = waiting || !view.claim;
    // Against the engine the person's side stays at the bottom: the board does not turn.
    ['turn-board', 'across'].forEach((id) => { $(id).disabled = Boolean(view.opponent); });
    $('accept').disabled = waiting || !(view.offer && view.offer !== view.toMove);
    $('decline').disabled = $('accept').disabled;
    drawClaimHint(view);
    $('game-title').textContent = 'Game ' + view.id + ' \u2014 rules ' + view.profile
      + (view.without.length ? ' without ' + view.without.join(',') : '')
      + (view.time ? ', time ' + view.time : ', untimed')
      + (view.delay ? ', delay ' + view.delay + ' s' : '')
      + (view.bronstein ? ', Bronstein delay ' + view.bronstein + ' s' : '')
      + (view.whiteTime || view.blackTime ? ', odds: White ' + (view.whiteTime || view.time) + ', Black ' + (view.blackTime || view.time) : '')
      + (view.chess960Number !== null ? ', Chess960 no. ' + view.chess960Number : '')
      + ChesseusOpponent.title(view);
  }

  function render() {
    const view = state.view;
    document.body.dataset.ply = String(view.ply);
    document.body.dataset.version = String(view.version);
    const board = shown();
    ChesseusBoard.draw($('board'), board, bottomSide(board), state.earlier ? null : state.selected, clicked);
    drawClocks(view);
    drawMoves(view);
    drawStatus(view);
    ChesseusExport.refresh({ id: view.id, version: view.version, fen: board.fen });
    ChesseusCompare.refresh($('compare-table'), view.id, view.version);
  }

  /** Looks at the position after `ply` half-moves; the game's present ply goes back to the game. */
  async function lookAt(ply) {
    const view = state.view;
    if (!view) {
      return;
    }
    if (ply >= view.ply) {
      state.earlier = null;
      render();
      return;
    }
    try {
      const earlier = await ChesseusLookBack.position(view.id, ply);
      if (state.view.id === earlier.id) {
        state.earlier = earlier;
        state.selected = null;
        render();
      }
    } catch (error) {
      say(error.message);
    }
  }

  function show(view) {
    const same = state.view && state.view.id === view.id;
    if (same && view.version < state.view.version) {
      return; // an event sent before the answer to this page's own action: already shown
    }
    const changed = !same || state.view.version !== view.version;
    if (!same) {
      state.earlier = null;
    }
    state.view = view;
    if (changed) {
      state.selected = null;
      render();
    } else {
      drawClocks(view);
    }
  }

  function say(text) {
    $('message').textContent = text || '';
  }

  async function call(path, body) {
    let response;
    let answer;
    try {
      response = await fetch(path, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      answer = await response.json();
    } catch (error) {
      // Never a silent nothing: a request that got no answer (server stopped, connection lost) says so.
      say('The server did not answer (' + error.message + '); the board shows the game as the server last sent it.');
      return null;
    }
    if (!response.ok) {
      say(answer.error);
      return null;
    }
    say('');
    return answer;
  }

  async function act(action) {
    const view = await call('/api/games/' + state.id + '/actions', action);
    if (view) {
      show(view);
    }
    return view;
  }

  /**
   * Plays a move, with the draw request of the toggle once the player confirms it: the dialog says
   * whether the book would grant the claim on the position the move produces (the view's legal
   * moves carry it) or take it as an offer (9.1.2.3). Resolves to the view, or null.
   */
  async function play(move) {
    const view = state.view;
    const claim = $('claim-toggle').checked;
    if (claim) {
      const legal = view.legal.find((candidate) => candidate.uci === move || candidate.san === move);
      const name = legal ? legal.san : move;
      const granted = legal && legal.claim;
      const sure = await ChesseusConfirm.ask(granted
        ? name + ' with a draw claim: the rules give ' + granted.code + ' ' + granted.score + ' (' + granted.article
          + ') and the game ends.'
        : 'A claim written with ' + name + ' would not be correct here: it will stand as a draw offer instead'
          + ' (FIDE 9.1.2.3), which the opponent may accept or decline.',
      granted ? 'Play ' + name + ' and claim' : 'Play ' + name + ' and offer a draw');
      if (!sure || state.view !== view) {
        return null;
      }
      $('claim-toggle').checked = false;
    }
    return act({ type: 'move', move, by: view.toMove, claim, ply: view.ply });
  }

  async function resign(side) {
    const name = side === 'white' ? 'White' : 'Black';
    const winner = side === 'white' ? 'Black wins, 0-1' : 'White wins, 1-0';
    if (await ChesseusConfirm.ask(name + ' resigns: the game ends and ' + winner + ' (FIDE 5.1.2). Resign?',
      name + ' resigns')) {
      await act({ type: 'resign', by: side });
    }
  }

  function clicked(name) {
    const view = state.view;
    if (!view || view.outcome || state.earlier || ChesseusOpponent.enginesTurn(view)) {
      return;
    }
    if (state.selected) {
      const moves = view.legal.filter((move) => move.from === state.selected && move.to === name);
      if (moves.length === 1) {
        play(moves[0].uci);
        return;
      }
      if (moves.length > 1) {
        choosePromotion(moves);
        return;
      }
    }
    state.selected = ChesseusBoard.ownPiece(view, name) && name !== state.selected ? name : null;
    ChesseusBoard.draw($('board'), view, bottomSide(view), state.selected, clicked);
  }

  function choosePromotion(moves) {
    const dialog = $('promotion');
    const choices = $('promotion-choices');
    choices.replaceChildren();
    const white = state.view.toMove === 'white';
    ['q', 'r', 'b', 'n'].forEach((piece) => {
      const move = moves.find((candidate) => candidate.promotion === piece);
      if (!move) {
        return;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.promotion = piece;
      button.className = 'piece ' + (white ? 'w' : 'b');
      button.textContent = ChesseusBoard.GLYPHS[piece];
      button.setAttribute('aria-label', { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' }[piece]);
      button.addEventListener('click', () => {
        dialog.close();
        play(move.uci);
      });
      choices.appendChild(button);
    });
    dialog.showModal();
  }

  function follow(id) {
    if (state.events) {
      state.events.close();
    }
    state.id = id;
    state.view = null;
    state.events = new EventSource('/api/games/' + id + '/events');
    state.events.onmessage = (event) => show(JSON.parse(event.data));
  }

  async function newGame(event) {
    if (event) {
      event.preventDefault();
    }
    const body = { profile: $('profile').value.trim() };
    // The server's clock (with its delay, Bronstein delay and odds) unless the form's clock differs.
    const time = $('time').value.trim();
    const delay = $('delay').value.trim();
    if (time !== (state.defaults.time || '') || delay !== (state.defaults.delay || '')) {
      body.time = time === '' ? '-' : time;
      body.delay = delay;
    }
    if ($('fen').value.trim()) {
      body.fen = $('fen').value.trim();
    }
    if ($('chess960').value.trim()) {
      body.chess960 = $('chess960').value.trim();
    }
    const opponent = ChesseusOpponent.asked();
    if (opponent) {
      body.opponent = opponent;
    }
    const view = await call('/api/games', body);
    if (view) {
      history.pushState(null, '', '/games/' + view.id);
      show(view);
      follow(view.id);
    }
  }

  async function load() {
    // A deep link into the class view (/#case=ID, /?case=ID) opens it instead of a game.
    const wanted = (location.hash.match(/^#case=(.+)$/) || [])[1] || new URLSearchParams(location.search).get('case');
    if (wanted && location.pathname === '/') {
      location.replace('/class#case=' + encodeURIComponent(decodeURIComponent(wanted)));
      return;
    }
    const profiles = await (await fetch('/api/profiles')).json();
    profiles.profiles.forEach((name) => {
      const option = document.createElement('option');
      option.value = name;
      $('profiles').appendChild(option);
    });
    $('profile').value = profiles.profile;
    state.defaults = profiles;
    ChesseusOpponent.fill(profiles.engine);
    $('time').value = profiles.time || '';
    $('delay').value = profiles.delay || '';
    const match = location.pathname.match(/^\/games\/([^/]+)/);
    if (match) {
      const response = await fetch('/api/games/' + match[1]);
      const view = await response.json();
      if (response.ok) {
        show(view);
        follow(view.id);
        return;
      }
      say(view.error + ' \u2014 a new game is opened instead.');
    }
    await newGame();
  }

  // On a phone the board comes first: the new-game form folds away until asked for.
  if (window.matchMedia('(max-width: 600px)').matches) {
    $('new-game-box').open = false;
  }
  $('new-game').addEventListener('submit', newGame);
  $('random960').addEventListener('click', () => { $('chess960').value = 'random'; });
  $('move-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = $('move-input').value.trim();
    if (!text) {
      return;
    }
    // Emptied at once, so a move typed while this one is on its way is never wiped by its answer;
    // a refused move comes back to be mended.
    $('move-input').value = '';
    if (!(await play(text)) && $('move-input').value === '') {
      $('move-input').value = text;
    }
  });
  ['offer', 'accept', 'decline', 'claim'].forEach((type) => $(type).addEventListener('click',
    () => act({ type, by: state.view.toMove, ply: state.view.ply })));
  $('resign-white').addEventListener('click', () => resign('white'));
  $('resign-black').addEventListener('click', () => resign('black'));
  $('turn-board').addEventListener('change', () => state.view && render());
  $('across').addEventListener('change', () => state.view && render());
  $('back-to-game').addEventListener('click', () => lookAt(Infinity));
  $('nav-start').addEventListener('click', () => lookAt(0));
  $('nav-back').addEventListener('click', () => lookAt(shown().ply - 1));
  $('nav-forward').addEventListener('click', () => lookAt(shown().ply + 1));
  $('nav-end').addEventListener('click', () => lookAt(Infinity));
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!state.view || event.altKey || event.ctrlKey || event.metaKey
      || (target && target.closest && target.closest('input, textarea, select, dialog'))) {
      return;
    }
    const ply = ChesseusLookBack.keyTarget(event.key, shown().ply, state.view.ply);
    if (ply !== undefined) {
      event.preventDefault();
      lookAt(ply);
    }
  });
  ChesseusExport.wire(() => ({ id: state.view.id, version: state.view.version, fen: shown().fen }));
  $('promotion-cancel').addEventListener('click', () => $('promotion').close());
  window.addEventListener('popstate', () => location.reload());
  load();
})();
