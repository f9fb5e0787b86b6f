'use strict';
/* The class view: a teacher picks a case of the casebook (by topic; or where a book parts from
   FIDE), the board shows the position where its event happens (its moves steppable with Left and
   Right), and each book's ruling stays hidden until revealed, one by one or all at once — or after
   a guess. Every ruling is the server's (GET /api/cases/{id}: each book's verdict judged live);
   the page only shows it. */
(() => {
  const $ = (id) => document.getElementById(id);
  const state = { sheet: null, ply: 0, bottom: 'white', revealed: new Set(), books: [], total: 0 };

  function say(text) {
    $('message').textContent = text || '';
  }

  async function getJson(path) {
    let response;
    let answer;
    try {
      response = await fetch(path);
      answer = await response.json();
    } catch (error) {
      throw new Error('The server did not answer (' + error.message + ').');
    }
    if (!response.ok) {
      throw new Error(answer.error);
    }
    return answer;
  }

  /** The case asked for by the address: /class#case=ID, or ?case=ID. */
  function wantedCase() {
    const hash = location.hash.match(/^#case=(.+)$/);
    if (hash) {
      return decodeURIComponent(hash[1]);
    }
    return new URLSearchParams(location.search).get('case');
  }

  // ---- the list of cases -------------------------------------------------------------------

  async function drawList() {
    const query = new URLSearchParams();
    if ($('filter-topic').value) {
      query.set('topic', $('filter-topic').value);
    }
    if ($('filter-book').value) {
      query.set('book', $('filter-book').value);
    }
    const list = await getJson('/api/cases' + (query.toString() ? '?' + query : ''));
    if ($('filter-topic').options.length === 1) {
      list.topics.forEach((topic) => $('filter-topic').add(new Option(topic, topic)));
      list.books.forEach((book) => $('filter-book').add(new Option(book === 'fide'
        ? 'where any book parts from FIDE' : 'where ' + book + ' parts from FIDE', book)));
      state.books = list.books;
    }
    const nav = $('case-list');
    nav.replaceChildren();
    let items = null;
    let topic = null;
    list.cases.forEach((item) => {
      if (item.topic !== topic) {
        topic = item.topic;
        const heading = document.createElement('h3');
        heading.textContent = topic;
        items = document.createElement('ul');
        nav.append(heading, items);
      }
      const link = document.createElement('a');
      link.href = '/class#case=' + item.id;
      link.dataset.case = item.id;
      link.textContent = item.title;
      link.title = item.apart.length ? 'Apart from FIDE: ' + item.apart.join(', ') : 'Every book rules as FIDE';
      if (state.sheet && state.sheet.id === item.id) {
        link.setAttribute('aria-current', 'true');
      }
      link.addEventListener('click', (event) => {
        event.preventDefault();
        history.pushState(null, '', '/class#case=' + item.id);
        open(item.id);
      });
      const entry = document.createElement('li');
      entry.appendChild(link);
      items.appendChild(entry);
    });
    state.total = state.total || list.cases.length;
    $('case-count').textContent = '(' + (list.topic || list.book ? list.cases.length + ' of ' : '') + state.total + ')';
  }

  // ---- the board ----------------------------------------------------------------------------

  /** 2... Kd7: the move that leads to `ply`, numbered as people number it. */
  function numbered(board, ply) {
    const index = ply - 1 + (board.startSide === 'black' ? 1 : 0);
    return (board.startFullmove + Math.floor(index / 2)) + (index % 2 === 0 ? '. ' : '\u2026 ') + board.moves[ply - 1];
  }

  function drawBoard() {
    const board = state.sheet.board;
    const position = board.positions[state.ply];
    ChesseusBoard.draw($('board'), { ...position, legal: [] }, state.bottom, null, () => {});
    document.body.dataset.ply = String(state.ply);
    $('board').dataset.fen = position.fen;
    const last = board.positions.length - 1;
    $('step-start').disabled = state.ply === 0;
    $('step-back').disabled = state.ply === 0;
    $('step-forward').disabled = state.ply === last;
    $('step-event').disabled = state.ply === board.eventPly;
    const where = state.ply === 0 ? 'The start position' : 'After ' + numbered(board, state.ply);
    const then = board.sequence.filter((item) => item.kind !== 'move' && item.ply === state.ply).map((item) => item.text);
    $('board-caption').textContent = where + (state.ply === board.eventPly ? ': where the event happens.' : '.')
      + (then.length ? ' Then: ' + then.join('; ') + '.' : '')
      + (state.ply === board.eventPly ? '' : ' (\u25B6\u25B6 or End: the event.)');
    $('case-steps').querySelectorAll('button.move').forEach((button) => {
      button.toggleAttribute('aria-current', Number(button.dataset.ply) === state.ply);
    });
  }

  function drawSteps() {
    const board = state.sheet.board;
    const steps = $('case-steps');
    steps.replaceChildren();
    if (board.sequence.length === 0) {
      steps.textContent = 'No moves: the event happens on the position set up.';
      return;
    }
    board.sequence.forEach((item) => {
      if (item.kind === 'move') {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'move';
        button.dataset.ply = String(item.ply);
        button.textContent = numbered(board, item.ply) + (item.written.endsWith('=') ? ' (=)' : '');
        button.title = item.text;
        button.addEventListener('click', () => stepTo(item.ply));
        steps.append(button, ' ');
      } else {
        const step = document.createElement('span');
        step.className = 'step ' + item.kind;
        step.textContent = item.text;
        steps.append(step, ' ');
      }
    });
  }

  function stepTo(ply) {
    if (!state.sheet) {
      return;
    }
    state.ply = Math.max(0, Math.min(state.sheet.board.positions.length - 1, ply));
    drawBoard();
  }

  // ---- the rulings --------------------------------------------------------------------------

  /** The ruling in a line: BT 0-1 FIDE 6.9, goes on, refused, illegal. */
  function verdictText(row) {
    if (row.code) {
      return row.code + (row.scoreCode ? '/' + row.scoreCode : '') + ' ' + row.score + ' \u2014 ' + row.article;
    }
    return { 'goes-on': 'goes on', refused: 'refused (no such rule, or not now)',
      illegal: 'illegal: the move is refused' }[row.kind];
  }

  function drawRulings() {
    const list = $('rulings');
    list.replaceChildren();
    state.sheet.rulings.forEach((row) => {
      const item = document.createElement('li');
      item.className = 'ruling';
      item.dataset.book = row.book;
      const shown = state.revealed.has(row.book);
      item.dataset.revealed = String(shown);
      const head = document.createElement('div');
      head.className = 'ruling-head';
      const book = document.createElement('span');
      book.className = 'book';
      book.textContent = row.book;
      head.appendChild(book);
      if (shown) {
        const verdict = document.createElement('span');
        verdict.className = 'verdict';
        verdict.dataset.code = row.code || row.answer;
        verdict.textContent = verdictText(row);
        head.appendChild(verdict);
        if (row.differsFromFide) {
          item.classList.add('apart');
          const apart = document.createElement('span');
          apart.className = 'apart-mark';
          apart.textContent = '\u2260 FIDE';
          apart.title = 'This book rules otherwise than FIDE (' + state.sheet.rulings.find((other) => other.book === 'fide').ruling + ')';
          head.appendChild(apart);
        }
      } else {
        const reveal = document.createElement('button');
        reveal.type = 'button';
        reveal.className = 'reveal';
        reveal.textContent = 'Reveal';
        reveal.setAttribute('aria-label', 'Reveal the ruling of ' + row.book);
        reveal.addEventListener('click', () => reveal1(row.book));
        head.appendChild(reveal);
      }
      item.appendChild(head);
      if (shown) {
        const explanation = document.createElement('p');
        explanation.className = 'explanation';
        explanation.textContent = (row.move ? 'After ' + row.move + ': ' : '') + row.explanation;
        item.appendChild(explanation);
        if (row.text) {
          const text = document.createElement('blockquote');
          text.className = 'article-text';
          text.textContent = row.text;
          item.appendChild(text);
        }
      }
      list.appendChild(item);
    });
    const all = state.revealed.size === state.sheet.rulings.length;
    $('reveal-all').disabled = all;
    $('hide-all').disabled = state.revealed.size === 0;
    document.body.dataset.revealed = String(state.revealed.size);
  }

  function reveal1(book) {
    state.revealed.add(book);
    drawRulings();
  }

  function revealAll() {
    state.sheet.rulings.forEach((row) => state.revealed.add(row.book));
    drawRulings();
    $('why-box').open = true;
  }

  function hideAll() {
    state.revealed.clear();
    $('why-box').open = false;
    $('guess-result').textContent = '';
    drawRulings();
  }

  // ---- guessing first -----------------------------------------------------------------------

  function drawGuess() {
    const book = $('guess-book').value;
    const choices = $('guess-choices');
    choices.replaceChildren();
    $('guess-result').textContent = '';
    if (!book || !state.sheet) {
      return;
    }
    state.sheet.choices.forEach((choice) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.choice = choice;
      button.textContent = choice;
      button.addEventListener('click', () => guess(book, choice));
      choices.appendChild(button);
    });
  }

  function guess(book, choice) {
    const row = state.sheet.rulings.find((candidate) => candidate.book === book);
    const right = row.answer === choice;
    $('guess-result').textContent = (right ? 'Right: ' : 'Not quite: you said ' + choice + '; ')
      + book + ' rules ' + verdictText(row) + '.';
    $('guess-result').className = right ? 'right' : 'wrong';
    $('guess-choices').querySelectorAll('button').forEach((button) => {
      button.disabled = true;
      button.classList.toggle('chosen', button.dataset.choice === choice);
      button.classList.toggle('answer', button.dataset.choice === row.answer);
    });
    reveal1(book);
  }

  // ---- a case -------------------------------------------------------------------------------

  async function open(id) {
    let sheet;
    try {
      sheet = await getJson('/api/cases/' + encodeURIComponent(id));
    } catch (error) {
      say(error.message);
      return;
    }
    say('');
    state.sheet = sheet;
    state.revealed = new Set();
    state.ply = sheet.board.eventPly;
    document.title = 'Chesseus — class: ' + sheet.title;
    $('case-topic').textContent = 'Topic: ' + sheet.topic;
    $('case-title').textContent = sheet.title;
    $('case-setup').textContent = sheet.setup;
    $('case-event').textContent = sheet.event;
    $('case-question').textContent = sheet.question;
    $('case-why').textContent = sheet.why;
    $('case-texts').replaceChildren(...sheet.texts.map((text) => {
      const item = document.createElement('li');
      item.textContent = text;
      return item;
    }));
    $('why-box').open = false;
    const guessBook = $('guess-book');
    if (guessBook.options.length === 1) {
      sheet.rulings.forEach((row) => guessBook.add(new Option(row.book, row.book)));
    }
    guessBook.value = '';
    drawGuess();
    drawSteps();
    drawBoard();
    drawRulings();
    $('case-list').querySelectorAll('a').forEach((link) => {
      link.toggleAttribute('aria-current', link.dataset.case === sheet.id);
    });
    // On a phone the list folds away once a case is shown; the summary opens it again.
    if (window.matchMedia('(max-width: 1100px)').matches) {
      $('case-picker').open = false;
    }
    document.body.dataset.case = sheet.id;
  }

  async function load() {
    try {
      await drawList();
    } catch (error) {
      say(error.message);
      return;
    }
    const wanted = wantedCase();
    if (wanted) {
      await open(wanted);
    } else {
      say('Choose a case from the list.');
    }
  }

  $('filter-topic').addEventListener('change', () => drawList().catch((error) => say(error.message)));
  $('filter-book').addEventListener('change', () => drawList().catch((error) => say(error.message)));
  $('guess-book').addEventListener('change', drawGuess);
  $('reveal-all').addEventListener('click', revealAll);
  $('hide-all').addEventListener('click', hideAll);
  $('step-start').addEventListener('click', () => stepTo(0));
  $('step-back').addEventListener('click', () => stepTo(state.ply - 1));
  $('step-forward').addEventListener('click', () => stepTo(state.ply + 1));
  $('step-event').addEventListener('click', () => stepTo(state.sheet.board.eventPly));
  $('flip').addEventListener('click', () => {
    state.bottom = state.bottom === 'white' ? 'black' : 'white';
    if (state.sheet) {
      drawBoard();
    }
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!state.sheet || event.altKey || event.ctrlKey || event.metaKey
      || (target && target.closest && target.closest('input, textarea, select'))) {
      return;
    }
    const to = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: state.sheet.board.eventPly }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      stepTo(to);
    }
  });
  window.addEventListener('hashchange', () => wantedCase() && open(wantedCase()));
  window.addEventListener('popstate', () => wantedCase() && open(wantedCase()));
  $('case-question').textContent = '';
  load();
})();
