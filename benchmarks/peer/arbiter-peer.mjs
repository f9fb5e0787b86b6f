// The peer of `chesseus bench arbiter --peer chess.js`: chess.js (the simplest chess rules library
// runnable here) replays the same corpus of games, one game a line in the words of the UCI
// `position` command: `startpos moves e2e4 e7e5 ...` or `fen <six fields> moves ...`.
// After every move it asks what an arbiter must know: whether the game is over (checkmate,
// stalemate, insufficient material, threefold repetition, the fifty-move rule) and whether the
// side to move is in check. chess.js knows no dead position beyond bare material.
//
// Usage: node arbiter-peer.mjs PREFIX CORPUS
//   PREFIX  the folder where `npm install --prefix PREFIX` put chess.js
//   CORPUS  the games, one line each
// Then, one command a line on standard input:
//   warmup SECONDS  replays the corpus for that long (at least once); answers "warm ROUNDS"
//   round           replays every game; answers "done MOVES NANOS OVER CHECKS" (OVER: games found
//                   over at their end, CHECKS: positions with the side to move in check)
//   quit            exits
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';

const [prefix, corpusFile] = process.argv.slice(2);
const require = createRequire(path.join(path.resolve(prefix), 'package.json'));
const { Chess } = require('chess.js');

function game(line) {
  const words = line.trim().split(' ');
  const at = words.indexOf('moves');
  const fen = words[0] === 'fen' ? words.slice(1, at).join(' ') : undefined;
  const moves = words.slice(at + 1).map((uci) => ({
    from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci.length > 4 ? uci[4] : undefined,
  }));
  return { fen, moves };
}

const games = readFileSync(corpusFile, 'utf8').split('\n').filter((line) => line.trim().length > 0).map(game);

function round() {
  let moves = 0;
  let over = 0;
  let checks = 0;
  const start = process.hrtime.bigint();
  for (const game of games) {
    const chess = game.fen === undefined ? new Chess() : new Chess(game.fen);
    let ended = false;
    for (const move of game.moves) {
      chess.move(move);
      moves++;
      ended = chess.isGameOver();
      if (chess.inCheck()) {
        checks++;
      }
    }
    if (ended) {
      over++;
    }
  }
  const nanos = process.hrtime.bigint() - start;
  return `done ${moves} ${nanos} ${over} ${checks}`;
}

const input = createInterface({ input: process.stdin });
process.stdout.write(`ready ${games.length}\n`);
input.on('line', (line) => {
  const command = line.trim();
  if (command === 'round') {
    process.stdout.write(round() + '\n');
  } else if (command.startsWith('warmup ')) {
    const until = process.hrtime.bigint() + BigInt(Math.round(Number(command.slice(7)) * 1e9));
    let rounds = 0;
    do {
      round();
      rounds++;
    } while (process.hrtime.bigint() < until);
    process.stdout.write(`warm ${rounds}\n`);
  } else if (command === 'quit') {
    input.close();
    process.exit(0);
  } else {
    process.stdout.write(`error unknown command '${command}'\n`);
  }
});
