package org.chesseus.rules.fide.online;

import java.util.ServiceLoader;
import org.chesseus.api.FenReader;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.game.Game;
import org.chesseus.api.game.Ruling;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;

/** Rule books composed from the layers on the test class path, and games played in UCI. */
final class Games {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** Knights out and back, twice: the start position appears for the third time after eight half-moves. */
    static final String SHUFFLE = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    private Games() {
    }

    static RuleBook book(String profile) {
        return COMPOSER.compose(profile);
    }

    static Game game(String profile, String fen) {
        RuleBook book = book(profile);
        Position start = FenReader.standard(book.legality()).read(fen);
        return Game.start(book, start);
    }

    /** Plays moves written in UCI, separated by spaces, while the game goes on. */
    static Ruling play(Game game, String ucis) {
        Ruling ruling = game.ruling();
        for (String uci : ucis.trim().split("\\s+")) {
            if (game.isOver()) {
                break;
            }
            Move move = game.book().legality().notation(false).parseUci(game.ruling().position(), uci);
            ruling = game.play(move);
        }
        return ruling;
    }
}
