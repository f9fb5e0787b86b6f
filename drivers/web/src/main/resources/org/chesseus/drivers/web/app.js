'use strict';
/* The Chesseus page: one game shared by two people at one device. Clicks or typed moves (SAN or
   UCI), draws and resignation go to the JSON API; the game comes back by server-sent events. */
(() => {
  const $ = (id) => document.getElementById(id);
  const state = { id: null, view: null, selected: null, events: null, defaults: {} };

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
    return $('turn-board').checked ? view.toMove : 'white';
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
  }

  function drawMoves(view) {
    const list = $('moves');
    list.replaceChildren();
    let number = view.startFullmove;
    let index = 0;
    if (view.startSide === 'black' && view.moves.length > 0) {
      const item = document.createElement('li');
      item.value = number;
      item.textContent = '\u2026 ' + view.moves[0];
      list.appendChild(item);
      index = 1;
      number++;
    }
    for (; index < view.moves.length; index += 2, number++) {
      const item = document.createElement('li');
      item.value = number;
      item.textContent = view.moves[index] + (index + 1 < view.moves.length ? ' ' + view.moves[index + 1] : '');
      list.appendChild(item);
    }
  }

  function drawStatus(view) {
    let line = view.status;
    if (view.claim) {
      line += '  claim ' + view.claim.code + ' (' + view.claim.article + ') available';
    }
    $('status').textContent = view.outcome ? 'Game over' : line;
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
    $('claim').textContent = mover + ' claims a draw now';
    ['move-input', 'move-play', 'claim-toggle', 'offer', 'claim', 'resign-white', 'resign-black']
      .forEach((id) => { $(id).disabled = over; });
    $('accept').disabled = over || !(view.offer && view.offer !== view.toMove);
    $('decline').disabled = $('accept').disabled;
    $('game-title').textContent = 'Game ' + view.id + ' \u2014 rules ' + view.profile
      + (view.without.length ? ' without ' + view.without.join(',') : '')
      + (view.time ? ', time ' + view.time : ', untimed')
      + (view.delay ? ', delay ' + view.delay + ' s' : '')
      + (view.bronstein ? ', Bronstein delay ' + view.bronstein + ' s' : '')
      + (view.whiteTime || view.blackTime ? ', odds: White ' + (view.whiteTime || view.time) + ', Black ' + (view.blackTime || view.time) : '')
      + (view.chess960Number !== null ? ', Chess960 no. ' + view.chess960Number : '');
  }

  function render() {
    const view = state.view;
    document.body.dataset.ply = String(view.ply);
    document.body.dataset.version = String(view.version);
    ChesseusBoard.draw($('board'), view, bottomSide(view), state.selected, clicked);
    drawClocks(view);
    drawMoves(view);
    drawStatus(view);
    ChesseusCompare.refresh($('compare-table'), view.id, view.version);
  }

  function show(view) {
    const same = state.view && state.view.id === view.id;
    if (same && view.version < state.view.version) {
      return; // an event sent before the answer to this page's own action: already shown
    }
    const changed = !same || state.view.version !== view.version;
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

  function play(move) {
    const claim = $('claim-toggle').checked;
    $('claim-toggle').checked = false;
    return act({ type: 'move', move, by: state.view.toMove, claim });
  }

  function clicked(name) {
    const view = state.view;
    if (!view || view.outcome) {
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
    const view = await call('/api/games', body);
    if (view) {
      history.pushState(null, '', '/games/' + view.id);
      show(view);
      follow(view.id);
    }
  }

  async function load() {
    const profiles = await (await fetch('/api/profiles')).json();
    profiles.profiles.forEach((name) => {
      const option = document.createElement('option');
      option.value = name;
      $('profiles').appendChild(option);
    });
    $('profile').value = profiles.profile;
    state.defaults = profiles;
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
  $('offer').addEventListener('click', () => act({ type: 'offer', by: state.view.toMove }));
  $('accept').addEventListener('click', () => act({ type: 'accept', by: state.view.toMove }));
  $('decline').addEventListener('click', () => act({ type: 'decline', by: state.view.toMove }));
  $('claim').addEventListener('click', () => act({ type: 'claim', by: state.view.toMove }));
  $('resign-white').addEventListener('click', () => act({ type: 'resign', by: 'white' }));
  $('resign-black').addEventListener('click', () => act({ type: 'resign', by: 'black' }));
  $('turn-board').addEventListener('change', () => state.view && render());
  $('promotion-cancel').addEventListener('click', () => $('promotion').close());
  window.addEventListener('popstate', () => location.reload());
  load();
})();
