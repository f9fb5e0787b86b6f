package org.chesseus.drivers.console;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesseus.api.CastlingNotation;
import org.chesseus.api.FenWriter;
import org.chesseus.api.Move;
import org.chesseus.api.MoveNotation;
import org.chesseus.api.Position;
import org.chesseus.api.game.GameView;
import org.chesseus.api.pgn.PgnGame;
import org.chesseus.api.pgn.PgnMove;
import org.chesseus.api.pgn.PgnWriter;

/**
 * The game so far as PGN, for the console's {@code pgn} command: the record's tags when the host
 * gave them (the same the file holds), else the set-up alone.
 */
final class GamePgn {
    private GamePgn() {
    }

    static String of(GameView game, MoveNotation notation, Map<String, String> recorded) {
        List<Position> positions = game.positions();
        List<Move> moves = game.moves();
        List<PgnMove> written = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            written.add(PgnMove.of(notation.san(positions.get(i), moves.get(i)), 0));
        }
        String result = game.outcome().map(outcome -> outcome.score().pgn()).orElse("*");
        Map<String, String> tags = new LinkedHashMap<>(recorded);
        if (!recorded.isEmpty()) {
            tags.put("Result", result);
        } else if (!positions.get(0).equals(Position.start())) {
            tags.put("SetUp", "1");
            tags.put("FEN", new FenWriter(game.book().legality(), CastlingNotation.STANDARD).write(positions.get(0)));
        }
        return PgnWriter.write(new PgnGame(tags, written, result, 1)).stripTrailing();
    }
}
